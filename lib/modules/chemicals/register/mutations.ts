import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getRegisteredChemical } from "./data";
import { assertRegisteredOnce } from "./registered-once";
import type { ChemicalRegisterInput } from "./schema";

/** Where no country is given and the organization names none, the sheet must be Danish. */
const DEFAULT_COUNTRY = "DK";

/** The product must be in the catalogue, the supplier one of its suppliers, the areas the organization's own. */
async function assertLinks(tx: Tx, org: OrgContext, input: ChemicalRegisterInput) {
  const product = await tx.chemical.findUnique({
    where: { id: input.chemicalId },
    select: { supplies: { select: { supplierId: true } } },
  });
  if (!product) throw validationFailed({ chemicalId: "Not a product of the catalogue" });
  if (input.supplierId && !product.supplies.some((supply) => supply.supplierId === input.supplierId)) {
    throw validationFailed({ supplierId: "Not a supplier of this product" });
  }
  await assertOwnReferences(tx, org, [
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    { model: "area", ids: input.useAreaIds, field: (index) => `useAreaIds.${index}` },
    { model: "area", ids: input.storageAreaIds, field: (index) => `storageAreaIds.${index}` },
  ]);
}

async function countryOf(tx: Tx, org: OrgContext, input: ChemicalRegisterInput) {
  if (input.countryAlpha2) return input.countryAlpha2;
  const organization = await tx.organization.findUnique({
    where: { id: org.organizationId },
    select: { countryAlpha2: true },
  });
  return organization?.countryAlpha2 ?? DEFAULT_COUNTRY;
}

const areas = (ids: string[]) => ids.map((id) => ({ id }));

const fieldsOf = (input: ChemicalRegisterInput) => ({
  chemicalId: input.chemicalId,
  supplierId: input.supplierId,
  responsibleId: input.responsibleId,
  purpose: input.purpose,
  amount: input.amount,
  amountUnit: input.amount === null ? null : input.amountUnit,
  instructionUse: input.instructionUse,
  instructionProtection: input.instructionProtection,
  instructionFirstAid: input.instructionFirstAid,
  instructionSpills: input.instructionSpills,
  instructionDisposal: input.instructionDisposal,
});

const decisionsOf = (org: OrgContext, input: ChemicalRegisterInput) =>
  input.substitutionDecisions.map((decision) => ({
    organizationId: org.organizationId,
    outcome: decision.outcome,
    decidedOn: new Date(`${decision.decidedOn}T00:00:00Z`),
    note: decision.note,
  }));

const register = recordWrites({
  table: (tx) => tx.chemicalAssociation,
  get: getRegisteredChemical,
  checkLinks: assertLinks,
});

/** The decisions are replaced as a whole: unchanged ones stay, others go or come (each an audit entry). */
async function writeDecisions(tx: Tx, org: OrgContext, id: string, input: ChemicalRegisterInput) {
  const stored = await tx.chemicalSubstitutionDecision.findMany({
    where: { associationId: id },
    select: { id: true, outcome: true, decidedOn: true, note: true },
  });
  const key = (decision: { outcome: string; decidedOn: Date; note: string | null }) =>
    `${decision.outcome}|${decision.decidedOn.toISOString().slice(0, 10)}|${decision.note ?? ""}`;
  const wanted = decisionsOf(org, input);
  const keep = new Set<string>();
  const remaining = [...wanted];
  for (const row of stored) {
    const index = remaining.findIndex((decision) => key(decision) === key(row));
    if (index >= 0) {
      keep.add(row.id);
      remaining.splice(index, 1);
    }
  }
  await tx.chemicalSubstitutionDecision.deleteMany({
    where: { associationId: id, id: { notIn: [...keep] } },
  });
  if (remaining.length) {
    await tx.chemicalSubstitutionDecision.createMany({
      data: remaining.map((decision) => ({ ...decision, associationId: id })),
    });
  }
}

const insertRegistered = (org: OrgContext, input: ChemicalRegisterInput) => async (tx: Tx) => {
  await assertRegisteredOnce(tx, org, input);
  const created = await tx.chemicalAssociation.create({
    data: {
      organizationId: org.organizationId,
      countryAlpha2: await countryOf(tx, org, input),
      ...fieldsOf(input),
      useAreas: { connect: areas(input.useAreaIds) },
      storageAreas: { connect: areas(input.storageAreaIds) },
    },
    select: { id: true },
  });
  await writeDecisions(tx, org, created.id, input);
  return created.id;
};

export const registerChemical = (org: OrgContext, input: ChemicalRegisterInput) =>
  register.create(org, input, insertRegistered(org, input));

/** Several chemicals in one transaction, all or none (an import); `progress` hears each one written. */
export const registerChemicals = (
  org: OrgContext,
  inputs: ChemicalRegisterInput[],
  progress?: (done: number, total: number) => void,
) => register.createMany(org, inputs, (input) => insertRegistered(org, input), progress);

export const updateRegisteredChemical = (org: OrgContext, id: string, input: ChemicalRegisterInput) =>
  register.update(org, id, input, async (tx) => {
    await assertRegisteredOnce(tx, org, input, id);
    await tx.chemicalAssociation.update({
      where: { id },
      data: {
        ...fieldsOf(input),
        ...(input.countryAlpha2 && { countryAlpha2: input.countryAlpha2 }),
        useAreas: { set: areas(input.useAreaIds) },
        storageAreas: { set: areas(input.storageAreaIds) },
      },
    });
    await writeDecisions(tx, org, id, input);
  });

/** Out of the register; the record and its history stay. */
export const archiveRegisteredChemical = (org: OrgContext, id: string) =>
  register.retire(org, id, {}, async (tx) => {
    await tx.chemicalAssociation.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived chemical back in the register, unless the product has been registered again in its place meanwhile. */
export const restoreRegisteredChemical = (org: OrgContext, id: string) =>
  register.restore(org, id, async (tx) => {
    const stored = await tx.chemicalAssociation.findUniqueOrThrow({
      where: { id },
      select: { chemicalId: true, useAreas: { select: { id: true } }, storageAreas: { select: { id: true } } },
    });
    await assertRegisteredOnce(
      tx,
      org,
      {
        chemicalId: stored.chemicalId,
        useAreaIds: stored.useAreas.map((area) => area.id),
        storageAreaIds: stored.storageAreas.map((area) => area.id),
      },
      id,
    );
  });
