import "server-only";
import { notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { recordWrites } from "@/lib/platform/writes/records";
import { getObjective, listObjectiveValues } from "./data";
import type { ObjectiveInput, ObjectiveValueInput } from "./schema";

/** Meters whose quantities are energy (kWh) or water (m³), for the KPI that reads them. */
const METER_TYPES = {
  METER_ENERGY: ["ELECTRICITY", "HEAT", "GAS"],
  METER_WATER: ["WATER"],
} as const;

async function checkLinks(tx: Tx, org: OrgContext, input: ObjectiveInput) {
  await assertOwnReferences(tx, org, [
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    { model: "activityFigure", ids: [input.intensityFigureId], field: () => "intensityFigureId" },
    { model: "meter", ids: input.meterIds, field: (index) => `meterIds.${index}` },
    { model: "environmentalAspect", ids: input.aspectIds, field: (index) => `aspectIds.${index}` },
    { model: "bindingObligation", ids: input.obligationIds, field: (index) => `obligationIds.${index}` },
    { model: "riskAssessment", ids: input.assessmentIds, field: (index) => `assessmentIds.${index}` },
  ]);
  if (input.kpi !== "METER_ENERGY" && input.kpi !== "METER_WATER") return;
  const meters = await tx.meter.findMany({
    where: { id: { in: input.meterIds } },
    select: { id: true, meterType: true },
  });
  const allowed: readonly string[] = METER_TYPES[input.kpi];
  const wrong = input.meterIds.findIndex((id) => !allowed.includes(meters.find((meter) => meter.id === id)!.meterType));
  if (wrong >= 0) throw validationFailed({ [`meterIds.${wrong}`]: "This meter does not measure what the KPI adds up" });
}

const objectives = recordWrites({ table: (tx) => tx.objective, get: getObjective, checkLinks });

const set = (ids: string[]) => ids.map((id) => ({ id }));
const day = (text: string) => new Date(`${text}T00:00:00Z`);

function fieldsOf(input: ObjectiveInput) {
  const metered = input.kpi === "METER_ENERGY" || input.kpi === "METER_WATER";
  return {
    title: input.title,
    description: input.description,
    standards: input.standards,
    needs: input.needs,
    kpi: input.kpi,
    kpiUnit: input.kpi === "MANUAL" ? input.kpiUnit : null,
    ghgScope: input.kpi === "CO2" ? (input.ghgScope ?? "BOTH") : null,
    eventKind: input.kpi === "EVENT_COUNT" ? input.eventKind : null,
    injuryOnly: input.kpi === "EVENT_COUNT" && input.injuryOnly,
    intensityFigureId: input.intensityFigureId,
    baselineYear: input.baselineYear,
    baselineValue: input.baselineValue,
    targetValue: input.targetValue,
    targetDate: day(input.targetDate),
    responsibleId: input.responsibleId,
    meters: { set: set(metered ? input.meterIds : []) },
    aspects: { set: set(input.aspectIds) },
    obligations: { set: set(input.obligationIds) },
    assessments: { set: set(input.assessmentIds) },
  };
}

export const createObjective = (org: OrgContext, input: ObjectiveInput) =>
  objectives.create(org, input, async (tx) => {
    const { meters, aspects, obligations, assessments, ...fields } = fieldsOf(input);
    const created = await tx.objective.create({
      data: {
        organizationId: org.organizationId,
        ...fields,
        meters: { connect: meters.set },
        aspects: { connect: aspects.set },
        obligations: { connect: obligations.set },
        assessments: { connect: assessments.set },
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateObjective = (org: OrgContext, id: string, input: ObjectiveInput) =>
  objectives.update(org, id, input, async (tx) => {
    await tx.objective.update({ where: { id }, data: fieldsOf(input) });
  });

export const archiveObjective = (org: OrgContext, id: string) =>
  objectives.retire(org, id, {}, async (tx) => {
    await tx.objective.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreObjective = (org: OrgContext, id: string) => objectives.restore(org, id);

/**
 * A MANUAL objective's value for a month, recorded with who: a month already recorded is corrected
 * (the audit trail keeps what it was). Answers the objective's values.
 */
export async function recordObjectiveValue(org: OrgContext, objectiveId: string, input: ObjectiveValueInput) {
  await auditedTransaction(org.user, async (tx) => {
    const objective = await tx.objective.findFirst({
      where: { id: objectiveId, organizationId: org.organizationId },
      select: { kpi: true, archivedDate: true },
    });
    if (!objective) throw notFound("Objective not found");
    if (objective.kpi !== "MANUAL") {
      throw validationFailed({ value: "This objective's figures are read from the records, not entered" });
    }
    const month = day(`${input.month}-01`);
    const recorded = { value: input.value, note: input.note, recordedById: org.user.id, recordedByName: org.user.name };
    await tx.objectiveValue.upsert({
      where: { objectiveId_month: { objectiveId, month } },
      create: { organizationId: org.organizationId, objectiveId, month, ...recorded },
      update: recorded,
    });
    await tx.objective.update({ where: { id: objectiveId }, data: { lastModifiedDate: new Date() } });
  });
  return { content: await listObjectiveValues(org, objectiveId) };
}
