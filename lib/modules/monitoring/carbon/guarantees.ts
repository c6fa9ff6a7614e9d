import "server-only";
import { notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/platform/db";
import { assertOwnReferences, ownRow } from "@/lib/platform/tenancy/references";
import { Decimal } from "@/lib/platform/units/decimal";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import type { z } from "zod";
import type { guaranteeSchema } from "./dto";
import type { GuaranteeInput } from "./schema";

// Guarantees of origin: records of certificates cancelled for a meter's electricity. A guarantee is
// evidence, so none is changed once recorded; one entered wrongly is removed (the audit trail keeps
// it) and entered again.

type Guarantee = z.output<typeof guaranteeSchema>;

const select = {
  id: true,
  meterId: true,
  startDate: true,
  endDate: true,
  volumeKwh: true,
  energySource: true,
  issuer: true,
  reference: true,
  note: true,
  recordedAt: true,
  recordedByName: true,
  files: { select: { id: true, name: true }, orderBy: { name: "asc" } },
} as const satisfies Prisma.GuaranteeOfOriginSelect;

const month = (date: Date) => date.toISOString().slice(0, 7);
const firstDay = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** The last day of a `YYYY-MM` month. */
const lastDay = (month: string) => {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year, index, 0));
};

function toDto(row: Prisma.GuaranteeOfOriginGetPayload<{ select: typeof select }>): Guarantee {
  return {
    id: row.id,
    meterId: row.meterId,
    startMonth: month(row.startDate),
    endMonth: month(row.endDate),
    volumeMwh: new Decimal(row.volumeKwh.toString()).dividedBy(1000).toFixed(),
    energySource: row.energySource,
    issuer: row.issuer,
    reference: row.reference,
    note: row.note,
    files: row.files,
    recordedAt: row.recordedAt,
    recordedByName: row.recordedByName,
  };
}

async function ownMeter(org: OrgContext, meterId: string) {
  const meter = await db().meter.findFirst({ where: ownRow(org, meterId), select: { id: true, meterType: true } });
  if (!meter) throw notFound("Meter not found");
  return meter;
}

/** A meter's guarantees of origin, the latest period first. */
export async function meterGuarantees(org: OrgContext, meterId: string): Promise<Guarantee[]> {
  await ownMeter(org, meterId);
  const rows = await db().guaranteeOfOrigin.findMany({
    where: { meterId, organizationId: org.organizationId },
    select,
    orderBy: [{ startDate: "desc" }, { recordedAt: "desc" }],
  });
  return rows.map(toDto);
}

/** Records guarantees of origin for an electricity meter, with who recorded them and when. */
export async function recordGuarantee(org: OrgContext, meterId: string, input: GuaranteeInput): Promise<Guarantee> {
  const meter = await ownMeter(org, meterId);
  if (meter.meterType !== "ELECTRICITY") {
    throw validationFailed({
      energySource: "Guarantees of origin certify electricity: this is not an electricity meter",
    });
  }
  const created = await auditedTransaction(org.user, async (tx) => {
    await assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]);
    return tx.guaranteeOfOrigin.create({
      data: {
        organizationId: org.organizationId,
        meterId,
        startDate: firstDay(input.startMonth),
        endDate: lastDay(input.endMonth),
        volumeKwh: new Decimal(input.volumeMwh).times(1000).toFixed(),
        energySource: input.energySource,
        issuer: input.issuer,
        reference: input.reference,
        note: input.note,
        recordedById: org.user.id,
        recordedByName: org.user.name,
        files: { connect: [...new Set(input.fileIds)].map((fileId) => ({ id: fileId })) },
      },
      select,
    });
  });
  return toDto(created);
}

/** Removes guarantees entered wrongly; the audit trail keeps what they said. */
export async function removeGuarantee(org: OrgContext, meterId: string, id: string): Promise<void> {
  await auditedTransaction(org.user, async (tx) => {
    const { count } = await tx.guaranteeOfOrigin.deleteMany({
      where: { id, meterId, organizationId: org.organizationId },
    });
    if (!count) throw notFound("Guarantee of origin not found");
  });
}
