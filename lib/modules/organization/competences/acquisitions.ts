import "server-only";
import { notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { assertOwnReferences, ownRow } from "@/lib/platform/tenancy/references";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { serializePeopleWrites, touch } from "@/lib/platform/writes/serialize";
import { followLatestAcquisitions } from "./acquisition-dates";
import { acquisitionOrder, acquisitionSelect, toAcquisitionDto, type AcquisitionDto } from "./acquisition-dto";
import type { AcquisitionInput } from "./schema";

// A member's acquisitions of a competence, each with its certificate. Evidence: none is changed
// once recorded; one entered wrongly is removed (the audit trail keeps it) and entered again. The
// member's requirement follows the latest one (acquisition-dates.ts).

type Subject = { memberId: string; competenceId: string };

/** 404 unless both the member and the competence are the organization's. */
async function assertOwnSubject(org: OrgContext, { memberId, competenceId }: Subject, client: Tx = db()) {
  const [member, competence] = await Promise.all([
    client.membership.findFirst({ where: ownRow(org, memberId), select: { id: true } }),
    client.competence.findFirst({ where: ownRow(org, competenceId), select: { id: true } }),
  ]);
  if (!member) throw notFound("Member not found");
  if (!competence) throw notFound("Competence not found");
}

/** A member's acquisitions of a competence, the latest first. */
export async function listAcquisitions(org: OrgContext, subject: Subject): Promise<AcquisitionDto[]> {
  await assertOwnSubject(org, subject);
  const rows = await db().competenceAcquisition.findMany({
    where: { organizationId: org.organizationId, membershipId: subject.memberId, competenceId: subject.competenceId },
    select: acquisitionSelect,
    orderBy: [...acquisitionOrder],
  });
  return rows.map(toAcquisitionDto);
}

/** All of a member's acquisitions, the latest first (the member's page; `memberId` is the organization's). */
export async function memberAcquisitions(org: OrgContext, memberId: string): Promise<AcquisitionDto[]> {
  const rows = await db().competenceAcquisition.findMany({
    where: { organizationId: org.organizationId, membershipId: memberId },
    select: acquisitionSelect,
    orderBy: [...acquisitionOrder],
  });
  return rows.map(toAcquisitionDto);
}

/** Records an acquisition with who recorded it and when; the requirement follows the latest. */
export async function recordAcquisition(org: OrgContext, subject: Subject, input: AcquisitionInput) {
  if (input.acquiredOn.getTime() > calendarToday().getTime()) {
    const t = translator(org.user.language);
    throw validationFailed({ acquiredOn: t("people.errors.acquiredInFuture") }, t("people.errors.acquiredInFuture"));
  }
  const key = { membershipId: subject.memberId, competenceId: subject.competenceId };
  const created = await auditedTransaction(org.user, async (tx) => {
    await serializePeopleWrites(tx, org.organizationId);
    // under the organization's people lock: the member and the competence stay while it is recorded
    await assertOwnSubject(org, subject, tx);
    await assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]);
    const row = await tx.competenceAcquisition.create({
      data: {
        organizationId: org.organizationId,
        ...key,
        acquiredOn: input.acquiredOn,
        note: input.note,
        recordedById: org.user.id,
        recordedByName: org.user.name,
        files: { connect: [...new Set(input.fileIds)].map((id) => ({ id })) },
      },
      select: acquisitionSelect,
    });
    await followLatestAcquisitions(tx, [key]);
    await touch(tx.membership, [key.membershipId]);
    await touch(tx.competence, [key.competenceId]);
    return row;
  });
  return toAcquisitionDto(created);
}

/** Removes an acquisition entered wrongly; the audit trail keeps what it said. */
export async function removeAcquisition(org: OrgContext, subject: Subject, id: string): Promise<void> {
  const key = { membershipId: subject.memberId, competenceId: subject.competenceId };
  await auditedTransaction(org.user, async (tx) => {
    await serializePeopleWrites(tx, org.organizationId);
    const { count } = await tx.competenceAcquisition.deleteMany({
      where: { id, organizationId: org.organizationId, ...key },
    });
    if (!count) throw notFound("Acquisition not found");
    await followLatestAcquisitions(tx, [key]);
    await touch(tx.membership, [key.membershipId]);
    await touch(tx.competence, [key.competenceId]);
  });
}
