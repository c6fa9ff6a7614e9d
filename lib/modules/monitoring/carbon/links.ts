import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import { notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import type { MeterType } from "@/lib/generated/prisma/enums";
import { ownRow } from "@/lib/platform/tenancy/references";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { createOrganizationFactor } from "@/lib/modules/admin/emission-factors/mutations";
import type { EmissionFactorInput } from "@/lib/modules/admin/emission-factors/schema";
import type { z } from "zod";
import type { meterFactorsSchema } from "./dto";
import type { MeterFactorsInput } from "./schema";

const factorSelect = {
  id: true,
  name: true,
  organizationId: true,
  utilityType: true,
  ghgCategory: true,
  basis: true,
  source: true,
} as const;

const lineOf = (factor: { ghgCategory: string; basis: string }) =>
  factor.ghgCategory === "SCOPE2_ELECTRICITY"
    ? `${factor.ghgCategory}.${factor.basis === "MARKET_BASED"}`
    : factor.ghgCategory;

/** The factors that apply to a meter, catalogue ones marked. */
export async function meterFactors(org: OrgContext, meterId: string): Promise<z.output<typeof meterFactorsSchema>> {
  const meter = await db().meter.findFirst({
    where: ownRow(org, meterId),
    select: { emissionFactors: { select: { emissionFactor: { select: factorSelect } } } },
  });
  if (!meter) throw notFound("Meter not found");
  return meter.emissionFactors
    .map(({ emissionFactor: { organizationId, ...factor } }) => ({ ...factor, catalogue: organizationId === null }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Makes `ids` the factors that apply to a meter, inside the caller's transaction. Each must be a
 * catalogue factor or the meter's organization's own, of the meter's type and not archived. Per
 * account line a meter takes at most one catalogue factor and one own factor: the own one wins for
 * the time its values cover, and two of a kind would count the same quantity twice. `field` names
 * the refused factor in the 422 (the id's place in the list, or a field of the form that made it).
 */
async function writeMeterFactors(
  tx: Tx,
  org: OrgContext,
  meterId: string,
  emissionFactorIds: string[],
  field: (index: number) => string = (index) => `emissionFactorIds.${index}`,
) {
  const ids = [...new Set(emissionFactorIds)];
  const [meter] = await tx.$queryRaw<{ id: string; meterType: string }[]>`
    SELECT id, "meterType"::text AS "meterType" FROM "Meter"
    WHERE id = ${meterId}::uuid AND "organizationId" = ${org.organizationId}::uuid FOR UPDATE`;
  if (!meter) throw notFound("Meter not found");
  const factors = await tx.emissionFactor.findMany({
    where: {
      id: { in: ids },
      archivedDate: null,
      OR: [{ organizationId: null }, { organizationId: org.organizationId }],
    },
    select: factorSelect,
  });
  const found = new Map(factors.map((factor) => [factor.id, factor]));
  ids.forEach((id, index) => {
    const factor = found.get(id);
    if (!factor) throw validationFailed({ [field(index)]: "Unknown emission factor" });
    if (factor.utilityType !== meter.meterType) {
      throw validationFailed({ [field(index)]: "This factor is for another meter type" });
    }
  });
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    const factor = found.get(id)!;
    const key = `${lineOf(factor)}.${factor.organizationId === null}`;
    if (seen.has(key)) {
      throw validationFailed({ [field(index)]: translator(org.user.language)("carbon.errors.factorKindTwice") });
    }
    seen.add(key);
  });
  await tx.meterEmissionFactor.deleteMany({ where: { meterId, emissionFactorId: { notIn: ids } } });
  const existing = new Set(
    (await tx.meterEmissionFactor.findMany({ where: { meterId }, select: { emissionFactorId: true } })).map(
      (link) => link.emissionFactorId,
    ),
  );
  const added = ids.filter((id) => !existing.has(id));
  if (added.length) {
    await tx.meterEmissionFactor.createMany({
      data: added.map((emissionFactorId) => ({ meterId, emissionFactorId, organizationId: org.organizationId })),
    });
  }
}

/** Sets the factors that apply to a meter (see writeMeterFactors). */
export async function setMeterFactors(org: OrgContext, meterId: string, input: MeterFactorsInput) {
  await auditedTransaction(org.user, (tx) => writeMeterFactors(tx, org, meterId, input.emissionFactorIds));
  return meterFactors(org, meterId);
}

/**
 * The catalogue's factors and the organization's own that could apply to a meter (of its type, not
 * archived), for the meter's picker; own ones first.
 */
export async function factorChoices(org: OrgContext, meterType: string) {
  const rows = await db().emissionFactor.findMany({
    where: {
      utilityType: meterType as MeterType,
      archivedDate: null,
      OR: [{ organizationId: null }, { organizationId: org.organizationId }],
    },
    select: factorSelect,
    orderBy: { name: "asc" },
  });
  return rows
    .map(({ organizationId, ...factor }) => ({ ...factor, catalogue: organizationId === null }))
    .sort((a, b) => Number(a.catalogue) - Number(b.catalogue));
}

/**
 * A new own factor of the organization (a supplier's declaration), linked to the meter beside the
 * factors already linked to it, in one transaction: if the meter already has an own factor for the
 * same account line, nothing is saved and the 422 names the form's account line.
 */
export async function createMeterFactor(org: OrgContext, meterId: string, input: EmissionFactorInput) {
  const linked = await meterFactors(org, meterId);
  return createOrganizationFactor(org, input, (tx, id) =>
    writeMeterFactors(tx, org, meterId, [...linked.map((factor) => factor.id), id], () =>
      input.basis === "MARKET_BASED" || input.basis === "LOCATION_BASED" ? "basis" : "ghgCategory",
    ),
  );
}
