import "server-only";
import { notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { addMonths } from "@/lib/platform/recurrence/frequency";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { writeRevision } from "@/lib/platform/writes/revisions";
import { recordWrites } from "@/lib/platform/writes/records";
import { chemicalHazardDrafts } from "./chemical-hazards";
import { getAssessment, getHazard } from "./data";
import { isCell, levelOf, needsAcceptance } from "./matrix";
import { currentMatrix } from "./matrix-data";
import { assessmentText } from "./revision-text";
import { APV_MONTHS, type AssessmentInput, type HazardInput } from "./schema";

const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

const assessments = recordWrites({
  table: (tx) => tx.riskAssessment,
  get: getAssessment,
  checkLinks: (tx, org, input: AssessmentInput) =>
    assertOwnReferences(tx, org, [
      { model: "area", ids: [input.areaId], field: () => "areaId" },
      { model: "machine", ids: [input.machineId], field: () => "machineId" },
      { model: "chemicalAssociation", ids: [input.chemicalAssociationId], field: () => "chemicalAssociationId" },
      { model: "role", ids: [input.roleId], field: () => "roleId" },
      { model: "actingMember", ids: [input.ownerId], field: () => "ownerId" },
    ]),
});

/** Months between reviews: as given, else three years for an APV and one for any other. */
const monthsOf = (input: AssessmentInput) => input.reviewMonths ?? (input.isApv ? APV_MONTHS : 12);

function fieldsOf(input: AssessmentInput) {
  const months = monthsOf(input);
  const reviewed = day(input.lastReviewedDate);
  return {
    title: input.title,
    scope: input.scope,
    areaId: input.areaId,
    machineId: input.machineId,
    chemicalAssociationId: input.chemicalAssociationId,
    roleId: input.roleId,
    ownerId: input.ownerId,
    isApv: input.isApv,
    reviewMonths: months,
    lastReviewedDate: reviewed,
    // an assessment not reviewed yet falls due its period after today: it was made today
    nextReviewDate: addMonths(reviewed ?? calendarToday(), months),
  };
}

/** The assessment's texts as its next revision, when they changed (policies' revisions, ISO 7.5.3). */
async function revise(tx: Tx, org: OrgContext, id: string, changeNote: string | null = null) {
  const assessment = await tx.riskAssessment.findUniqueOrThrow({
    where: { id },
    select: {
      title: true,
      scope: true,
      hazards: {
        orderBy: [{ position: "asc" }, { createdDate: "asc" }],
        select: {
          title: true,
          category: true,
          whoExposed: true,
          existingControls: true,
          inherentLikelihood: true,
          inherentSeverity: true,
          inherentLevel: true,
          residualLikelihood: true,
          residualSeverity: true,
          residualLevel: true,
          matrix: { select: { version: true } },
          controls: {
            where: { archivedDate: null },
            orderBy: [{ position: "asc" }, { createdDate: "asc" }],
            select: { title: true, controlLevel: true, status: true },
          },
        },
      },
    },
  });
  await writeRevision(tx.riskAssessmentRevision, org, {
    of: { assessmentId: id },
    texts: { title: assessment.title, content: assessmentText(assessment) },
    alongside: { changeNote },
  });
}

async function insertAssessment(tx: Tx, org: OrgContext, input: AssessmentInput) {
  const created = await tx.riskAssessment.create({
    data: { organizationId: org.organizationId, ...fieldsOf(input) },
    select: { id: true },
  });
  return created.id;
}

export const createAssessment = (org: OrgContext, input: AssessmentInput) =>
  assessments.create(org, input, async (tx) => {
    const id = await insertAssessment(tx, org, input);
    await revise(tx, org, id);
    return id;
  });

export const updateAssessment = (org: OrgContext, id: string, input: AssessmentInput) =>
  assessments.update(org, id, input, async (tx) => {
    await tx.riskAssessment.update({ where: { id }, data: fieldsOf(input) });
    await revise(tx, org, id);
  });

// a review names no other record: no links to check
const reviews = recordWrites({ table: (tx) => tx.riskAssessment, get: getAssessment });

/** A review: the assessment is looked through on the day given and falls due its period after. */
export const reviewAssessment = (
  org: OrgContext,
  id: string,
  input: { reviewedDate: string; changeNote: string | null; lastModifiedDate?: string },
) =>
  reviews.update(org, id, input, async (tx) => {
    const { reviewMonths } = await tx.riskAssessment.findUniqueOrThrow({
      where: { id },
      select: { reviewMonths: true },
    });
    const reviewed = day(input.reviewedDate)!;
    await tx.riskAssessment.update({
      where: { id },
      data: { lastReviewedDate: reviewed, nextReviewDate: addMonths(reviewed, reviewMonths) },
    });
    await revise(tx, org, id, input.changeNote);
  });

export const archiveAssessment = (org: OrgContext, id: string) =>
  assessments.retire(org, id, {}, async (tx) => {
    await tx.riskAssessment.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreAssessment = (org: OrgContext, id: string) => assessments.restore(org, id);

const hazards = recordWrites({
  table: (tx) => tx.riskHazard,
  get: getHazard,
  // a hazard's additional controls are actions of the plan: they stay, so the hazard does too
  dependents: async (tx, org, id) => ({ actions: await tx.action.count({ where: { hazardId: id } }) }),
});

/** The scores as cells of the matrix in force, with their levels; 422 naming a score outside it. */
async function scored(tx: Tx, org: OrgContext, input: HazardInput) {
  const matrix = await currentMatrix(org, tx);
  const outside: Record<string, string> = {};
  if (!isCell(matrix, input.inherentLikelihood, 1)) outside.inherentLikelihood = "Outside the matrix";
  if (!isCell(matrix, 1, input.inherentSeverity)) outside.inherentSeverity = "Outside the matrix";
  if (input.residualLikelihood !== null && !isCell(matrix, input.residualLikelihood, 1)) {
    outside.residualLikelihood = "Outside the matrix";
  }
  if (input.residualSeverity !== null && !isCell(matrix, 1, input.residualSeverity)) {
    outside.residualSeverity = "Outside the matrix";
  }
  if (Object.keys(outside).length) throw validationFailed(outside);
  return {
    matrixId: matrix.id,
    inherentLikelihood: input.inherentLikelihood,
    inherentSeverity: input.inherentSeverity,
    residualLikelihood: input.residualLikelihood,
    residualSeverity: input.residualSeverity,
    inherentLevel: levelOf(matrix, input.inherentLikelihood, input.inherentSeverity),
    residualLevel:
      input.residualLikelihood === null || input.residualSeverity === null
        ? null
        : levelOf(matrix, input.residualLikelihood, input.residualSeverity),
  };
}

const hazardFields = (input: HazardInput) => ({
  hazardTypeId: input.hazardTypeId,
  category: input.category,
  title: input.title,
  whoExposed: input.whoExposed,
  existingControls: input.existingControls,
});

async function assertHazardType(tx: Tx, input: HazardInput) {
  if (input.hazardTypeId && !(await tx.hazardType.count({ where: { id: input.hazardTypeId } }))) {
    throw validationFailed({ hazardTypeId: "Unknown hazard" });
  }
}

async function insertHazard(tx: Tx, org: OrgContext, assessmentId: string, input: HazardInput) {
  const assessment = await tx.riskAssessment.findFirst({
    where: { id: assessmentId, organizationId: org.organizationId, archivedDate: null },
    select: { id: true, _count: { select: { hazards: true } } },
  });
  if (!assessment) throw notFound("Risk assessment not found");
  await assertHazardType(tx, input);
  const created = await tx.riskHazard.create({
    data: {
      organizationId: org.organizationId,
      assessmentId,
      ...hazardFields(input),
      ...(await scored(tx, org, input)),
      position: assessment._count.hazards,
    },
    select: { id: true },
  });
  await tx.riskAssessment.update({ where: { id: assessmentId }, data: { lastModifiedDate: new Date() } });
  return created.id;
}

/** A new hazard of the assessment, scored with the matrix in force; the assessment is revised. */
export const createHazard = (org: OrgContext, assessmentId: string, input: HazardInput) =>
  hazards.create(org, input, async (tx) => {
    const id = await insertHazard(tx, org, assessmentId, input);
    await revise(tx, org, assessmentId);
    return id;
  });

/** A hazard rescored is scored with the matrix in force, whatever version it had. */
export const updateHazard = (org: OrgContext, id: string, input: HazardInput) =>
  hazards.update(org, id, input, async (tx) => {
    await assertHazardType(tx, input);
    const updated = await tx.riskHazard.update({
      where: { id },
      data: { ...hazardFields(input), ...(await scored(tx, org, input)) },
      select: { assessmentId: true },
    });
    await revise(tx, org, updated.assessmentId);
  });

export const removeHazard = (org: OrgContext, id: string) =>
  hazards.retire(org, id, {}, async (tx) => {
    const removed = await tx.riskHazard.delete({ where: { id }, select: { assessmentId: true } });
    await revise(tx, org, removed.assessmentId);
  });

/**
 * A manager lets a residual risk above the threshold stand: recorded with who, when, why and the
 * scores and matrix version of that moment. A risk at or below the threshold needs none (422).
 */
export const acceptResidualRisk = (org: OrgContext, id: string, input: { reason: string; lastModifiedDate?: string }) =>
  hazards.update(org, id, input as HazardInput & typeof input, async (tx) => {
    const hazard = await tx.riskHazard.findUniqueOrThrow({
      where: { id },
      select: {
        matrixId: true,
        inherentLikelihood: true,
        inherentSeverity: true,
        residualLikelihood: true,
        residualSeverity: true,
        inherentLevel: true,
        residualLevel: true,
        matrix: { select: { acceptableLevel: true } },
      },
    });
    const level = hazard.residualLevel ?? hazard.inherentLevel;
    if (!needsAcceptance(hazard.matrix, level)) {
      throw validationFailed({ reason: "The residual risk is within the threshold; it needs no acceptance" });
    }
    await tx.riskAcceptance.create({
      data: {
        organizationId: org.organizationId,
        hazardId: id,
        matrixId: hazard.matrixId,
        likelihood: hazard.residualLikelihood ?? hazard.inherentLikelihood,
        severity: hazard.residualSeverity ?? hazard.inherentSeverity,
        level,
        reason: input.reason,
        acceptedById: org.user.id,
        acceptedByName: org.user.name,
      },
    });
    await tx.riskHazard.update({ where: { id }, data: { lastModifiedDate: new Date() } });
  });

/**
 * An assessment started from a registered chemical: its title and scope name the product, its
 * amount and use, its areas; its hazards come from the product's hazard statements (one per route
 * of harm, chemical-hazards.ts), each scored possible × the statements' worst severity for the
 * assessor to adjust. The chemical's workplace instruction is linked through the chemical.
 */
export async function assessChemical(
  org: OrgContext,
  input: { chemicalAssociationId: string; ownerId: string | null },
) {
  const chemical = await db().chemicalAssociation.findFirst({
    where: { id: input.chemicalAssociationId, organizationId: org.organizationId, archivedDate: null },
    select: {
      id: true,
      name: true,
      amount: true,
      amountUnit: true,
      instructionUse: true,
      useAreas: { select: { id: true, name: true } },
      chemical: { select: { hazardStatements: true, pictograms: true } },
    },
  });
  if (!chemical) throw validationFailed({ chemicalAssociationId: "Unknown in this organization" });
  const drafts = chemicalHazardDrafts(chemical.chemical.hazardStatements);
  const types = await db().hazardType.findMany({
    where: { code: { in: drafts.map((draft) => draft.code) } },
    select: { id: true, code: true, nameEn: true, nameDa: true },
  });
  const danish = org.user.language === "da";
  const scope = [
    chemical.instructionUse,
    chemical.amount === null ? null : `${chemical.amount.toString()} ${chemical.amountUnit ?? ""}`.trim(),
    chemical.chemical.pictograms.length ? chemical.chemical.pictograms.join(", ") : null,
    chemical.useAreas.map((area) => area.name).join(", ") || null,
  ]
    .filter(Boolean)
    .join("\n");
  const assessmentInput: AssessmentInput = {
    title: chemical.name,
    scope: scope || null,
    areaId: chemical.useAreas[0]?.id ?? null,
    machineId: null,
    chemicalAssociationId: chemical.id,
    roleId: null,
    ownerId: input.ownerId,
    isApv: false,
    reviewMonths: undefined,
    lastReviewedDate: null,
  };
  // all in one transaction: the assessment with every hazard, or nothing
  return assessments.create(org, assessmentInput, async (tx) => {
    const id = await insertAssessment(tx, org, assessmentInput);
    for (const draft of drafts) {
      const type = types.find((row) => row.code === draft.code);
      const name = type ? (danish ? type.nameDa : type.nameEn) : draft.code;
      await insertHazard(tx, org, id, {
        hazardTypeId: type?.id ?? null,
        category: draft.category,
        title: `${name}: ${chemical.name} (${draft.statements.join(", ")})`,
        whoExposed: null,
        existingControls: null,
        inherentLikelihood: 3,
        inherentSeverity: draft.severity,
        residualLikelihood: null,
        residualSeverity: null,
      });
    }
    await revise(tx, org, id);
    return id;
  });
}
