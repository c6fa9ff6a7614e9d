import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { currentCriteria } from "./criteria-data";
import { getAspect } from "./data";
import { invalidRatings, significanceOf } from "./significance";
import type { AspectInput } from "./schema";

const aspects = recordWrites({
  table: (tx) => tx.environmentalAspect,
  get: getAspect,
  checkLinks: (tx, org, input: AspectInput) =>
    assertOwnReferences(tx, org, [
      { model: "area", ids: [input.areaId], field: () => "areaId" },
      { model: "actingMember", ids: [input.ownerId], field: () => "ownerId" },
      { model: "bindingObligation", ids: input.obligationIds, field: (index) => `obligationIds.${index}` },
      { model: "procedure", ids: input.procedureIds, field: (index) => `procedureIds.${index}` },
      { model: "meter", ids: input.meterIds, field: (index) => `meterIds.${index}` },
      {
        model: "wasteArrangement",
        ids: input.wasteArrangementIds,
        field: (index) => `wasteArrangementIds.${index}`,
      },
      {
        model: "chemicalAssociation",
        ids: input.chemicalAssociationIds,
        field: (index) => `chemicalAssociationIds.${index}`,
      },
    ]),
});

/**
 * The ratings scored by the criteria in force: the score and "significant" are computed here, never
 * taken from the input. 422 naming each criterion not rated on its scale.
 */
async function rated(tx: Tx, org: OrgContext, input: AspectInput) {
  const criteria = await currentCriteria(org, tx);
  const invalid = invalidRatings(criteria.criteria, input.ratings);
  if (invalid.length) {
    throw validationFailed(Object.fromEntries(invalid.map((key) => [`ratings.${key}`, "Choose a step of its scale"])));
  }
  // only the criteria's own keys are kept
  const ratings = Object.fromEntries(
    criteria.criteria.map((criterion) => [criterion.key, input.ratings[criterion.key]!]),
  );
  return { criteriaId: criteria.id, ratings, ...significanceOf(criteria, ratings) };
}

const set = (ids: string[]) => ids.map((id) => ({ id }));

async function fieldsOf(tx: Tx, org: OrgContext, input: AspectInput) {
  return {
    activity: input.activity,
    activityKind: input.activityKind,
    title: input.title,
    category: input.category,
    impact: input.impact,
    lifeCycleStage: input.lifeCycleStage,
    condition: input.condition,
    areaId: input.areaId,
    ownerId: input.ownerId,
    controls: input.controls,
    ...(await rated(tx, org, input)),
  };
}

export const createAspect = (org: OrgContext, input: AspectInput) =>
  aspects.create(org, input, async (tx) => {
    const created = await tx.environmentalAspect.create({
      data: {
        organizationId: org.organizationId,
        ...(await fieldsOf(tx, org, input)),
        obligations: { connect: set(input.obligationIds) },
        procedures: { connect: set(input.procedureIds) },
        meters: { connect: set(input.meterIds) },
        arrangements: { connect: set(input.wasteArrangementIds) },
        chemicals: { connect: set(input.chemicalAssociationIds) },
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateAspect = (org: OrgContext, id: string, input: AspectInput) =>
  aspects.update(org, id, input, async (tx) => {
    await tx.environmentalAspect.update({
      where: { id },
      data: {
        ...(await fieldsOf(tx, org, input)),
        obligations: { set: set(input.obligationIds) },
        procedures: { set: set(input.procedureIds) },
        meters: { set: set(input.meterIds) },
        arrangements: { set: set(input.wasteArrangementIds) },
        chemicals: { set: set(input.chemicalAssociationIds) },
      },
    });
  });

export const archiveAspect = (org: OrgContext, id: string) =>
  aspects.retire(org, id, {}, async (tx) => {
    await tx.environmentalAspect.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreAspect = (org: OrgContext, id: string) => aspects.restore(org, id);
