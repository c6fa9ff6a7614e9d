import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { recordWrites } from "@/lib/platform/writes/records";
import { getCatalogueFactor, getOrganizationFactor } from "./data";
import type { EmissionFactorInput } from "./schema";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

const fieldsOf = (input: EmissionFactorInput) => ({
  utilityType: input.utilityType,
  emissionType: input.emissionType,
  ghgCategory: input.ghgCategory,
  name: input.name,
  basis: input.basis,
  co2Equivalent: input.co2Equivalent,
  source: input.source,
  sourceUrl: input.sourceUrl,
  note: input.note,
});

/**
 * Makes the factor's values those of the input: a value with an id is changed in place (it must be
 * one of this factor's), one without is added, and a stored value the input leaves out is deleted.
 * The periods were checked against each other by the body's schema.
 */
async function writeValues(tx: Tx, factorId: string, organizationId: string | null, input: EmissionFactorInput) {
  const stored = await tx.emissionFactorValue.findMany({ where: { emissionFactorId: factorId }, select: { id: true } });
  const storedIds = new Set(stored.map((row) => row.id));
  input.values.forEach((value, index) => {
    if (value.id && !storedIds.has(value.id))
      throw validationFailed({ [`values.${index}.id`]: "Not a value of this factor" });
  });
  const kept = new Set(input.values.flatMap((value) => (value.id ? [value.id] : [])));
  const removed = [...storedIds].filter((id) => !kept.has(id));
  if (removed.length) await tx.emissionFactorValue.deleteMany({ where: { id: { in: removed } } });
  for (const value of input.values) {
    const data = {
      meterUnit: value.meterUnit,
      emissionUnit: value.emissionUnit,
      startDate: day(value.startDate),
      endDate: value.endDate ? day(value.endDate) : null,
      value: value.value,
    };
    if (value.id) await tx.emissionFactorValue.update({ where: { id: value.id }, data });
    else await tx.emissionFactorValue.create({ data: { ...data, emissionFactorId: factorId, organizationId } });
  }
}

// ─── The catalogue (system maintainers) ──────────────────────────────────────────────────

export async function createCatalogueFactor(actor: Actor, input: EmissionFactorInput) {
  const id = await auditedTransaction(actor, async (tx) => {
    const row = await tx.emissionFactor.create({
      data: { ...fieldsOf(input), organizationId: null },
      select: { id: true },
    });
    await writeValues(tx, row.id, null, input);
    return row.id;
  });
  return getCatalogueFactor(id);
}

/** A stale form (older lastModifiedDate) answers 409; the factor and all its values change together. */
export async function updateCatalogueFactor(actor: Actor, id: string, input: EmissionFactorInput) {
  await auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.emissionFactor, { id, organizationId: null }, input.lastModifiedDate);
    await tx.emissionFactor.update({ where: { id }, data: fieldsOf(input) });
    await writeValues(tx, id, null, input);
  });
  return getCatalogueFactor(id);
}

// ─── An organization's own factors ───────────────────────────────────────────────────────

const organizationFactors = recordWrites({
  table: (tx) => tx.emissionFactor,
  get: getOrganizationFactor,
});

/** `andThen` runs in the same transaction with the new factor's id (a meter's screen links it at once). */
export const createOrganizationFactor = (
  org: OrgContext,
  input: EmissionFactorInput,
  andThen?: (tx: Tx, id: string) => Promise<void>,
) =>
  organizationFactors.create(org, input, async (tx) => {
    const row = await tx.emissionFactor.create({
      data: { ...fieldsOf(input), organizationId: org.organizationId },
      select: { id: true },
    });
    await writeValues(tx, row.id, org.organizationId, input);
    await andThen?.(tx, row.id);
    return row.id;
  });

export const updateOrganizationFactor = (org: OrgContext, id: string, input: EmissionFactorInput) =>
  organizationFactors.update(org, id, input, async (tx) => {
    await tx.emissionFactor.update({ where: { id }, data: fieldsOf(input) });
    await writeValues(tx, id, org.organizationId, input);
  });

/**
 * Out of the lists and pickers; meters that link it keep it, so their history of CO2 stays as it
 * was computed.
 */
export const archiveOrganizationFactor = (org: OrgContext, id: string) =>
  organizationFactors.retire(org, id, {}, async (tx) => {
    await tx.emissionFactor.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived factor of the organization back in the lists and pickers. */
export const restoreOrganizationFactor = (org: OrgContext, id: string) => organizationFactors.restore(org, id);
