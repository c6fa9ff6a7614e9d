import "server-only";
import { notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { assertOwnReferences, ownRow } from "@/lib/platform/tenancy/references";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { earlierRecord } from "@/lib/platform/writes/idempotency";
import { touch } from "@/lib/platform/writes/serialize";
import { latestSdsFile } from "./conditions";
import { ownSheetSelect, toOwnSheetDto, type OwnSheetDto } from "./own-sheet-dto";
import type { OwnSheetInput } from "./schema";

// The organization's own safety data sheets of a registered product. Evidence of what the workplace
// had: none is changed once recorded; one uploaded wrongly is removed (the audit trail keeps it).

async function ownRegistration(org: OrgContext, associationId: string, client: Tx = db()) {
  const row = await client.chemicalAssociation.findFirst({
    where: ownRow(org, associationId),
    select: { id: true, chemicalId: true, countryAlpha2: true },
  });
  if (!row) throw notFound("Registered chemical not found");
  return row;
}

/** A registration's own sheets, the newest revision first. */
export async function listOwnSheets(org: OrgContext, associationId: string): Promise<OwnSheetDto[]> {
  await ownRegistration(org, associationId);
  const rows = await db().ownSafetyDataSheet.findMany({
    where: { associationId, organizationId: org.organizationId },
    select: ownSheetSelect,
    orderBy: [{ lastRevisionDate: "desc" }, { id: "desc" }],
  });
  return rows.map(toOwnSheetDto);
}

/**
 * Records a sheet the organization uploaded, with who recorded it and when. A file already recorded
 * as a sheet of the product answers that sheet and records nothing (a phone's draft sent again
 * after a lost answer); a lock on the file makes two such requests meet one at a time.
 */
export async function recordOwnSheet(org: OrgContext, associationId: string, input: OwnSheetInput) {
  if (input.lastRevisionDate.getTime() > calendarToday().getTime()) {
    const message = translator(org.user.language)("chemicalRegister.sheets.revisedInFuture");
    throw validationFailed({ lastRevisionDate: message }, message);
  }
  const created = await auditedTransaction(org.user, async (tx) => {
    await ownRegistration(org, associationId, tx);
    await assertOwnReferences(tx, org, [{ model: "storedFile", ids: [input.fileId], field: () => "fileId" }]);
    const earlier = await earlierRecord(tx, "own-safety-data-sheet", org.organizationId, input.fileId, (fileId) =>
      tx.ownSafetyDataSheet.findFirst({ where: { associationId, fileId }, select: { id: true } }),
    );
    if (earlier) return tx.ownSafetyDataSheet.findUniqueOrThrow({ where: { id: earlier }, select: ownSheetSelect });
    const row = await tx.ownSafetyDataSheet.create({
      data: {
        organizationId: org.organizationId,
        associationId,
        fileId: input.fileId,
        language: input.language,
        countryAlpha2: input.countryAlpha2,
        lastRevisionDate: input.lastRevisionDate,
        recordedById: org.user.id,
        recordedByName: org.user.name,
      },
      select: ownSheetSelect,
    });
    // a register form opened before now answers 409 instead of hiding the new sheet's effect
    await touch(tx.chemicalAssociation, [associationId]);
    return row;
  });
  return toOwnSheetDto(created);
}

/** Removes a sheet uploaded wrongly; its file stays among the organization's files. */
export async function removeOwnSheet(org: OrgContext, associationId: string, id: string): Promise<void> {
  await auditedTransaction(org.user, async (tx) => {
    const { count } = await tx.ownSafetyDataSheet.deleteMany({
      where: { id, associationId, organizationId: org.organizationId },
    });
    if (!count) throw notFound("Safety data sheet not found");
    await touch(tx.chemicalAssociation, [associationId]);
  });
}

/**
 * The file of the newest sheet for the registration's country of use, the organization's own or
 * the catalogue's, for download by whoever reads the register: the one the register's list links
 * (the same SQL, `latestSdsFile`).
 */
export async function currentSheetFile(org: OrgContext, associationId: string) {
  const [row] = await queryRows<{ sdsFile: { fileId: string } | null }>(sql`
    SELECT ${latestSdsFile} AS "sdsFile" FROM "ChemicalAssociation" t
    WHERE t."id" = ${associationId}::uuid AND t."organizationId" = ${org.organizationId}::uuid`);
  if (!row) throw notFound("Registered chemical not found");
  if (!row.sdsFile) throw notFound("No safety data sheet on file");
  return db().storedFile.findUniqueOrThrow({
    where: { id: row.sdsFile.fileId },
    select: { name: true, contentType: true, size: true, storageKey: true },
  });
}
