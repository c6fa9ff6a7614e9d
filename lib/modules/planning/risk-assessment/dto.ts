import { z } from "zod";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { CONTROL_LEVELS } from "@/lib/modules/planning/action-plan/choices";
import { HAZARD_CATEGORIES, RISK_LEVELS, type RiskLevelName } from "./levels";
import { needsAcceptance, type Matrix, type ScaleStep } from "./matrix";

const level = z.enum(RISK_LEVELS);

export const matrixSelect = {
  id: true,
  version: true,
  likelihoods: true,
  severities: true,
  levels: true,
  acceptableLevel: true,
  authorName: true,
  createdDate: true,
} satisfies Prisma.RiskMatrixSelect;

const scaleStepSchema = z.object({
  labelEn: z.string(),
  labelDa: z.string(),
  descriptionEn: z.string().nullish(),
  descriptionDa: z.string().nullish(),
});

export const matrixSchema = z.object({
  id: z.string(),
  version: z.number(),
  likelihoods: z.array(scaleStepSchema),
  severities: z.array(scaleStepSchema),
  levels: z.array(z.array(level)),
  acceptableLevel: level,
  authorName: z.string(),
  createdDate: dateTime,
});

export type MatrixDto = z.output<typeof matrixSchema> & Matrix;

export const toMatrixDto = (row: Prisma.RiskMatrixGetPayload<{ select: typeof matrixSelect }>): MatrixDto => ({
  ...row,
  likelihoods: row.likelihoods as ScaleStep[],
  severities: row.severities as ScaleStep[],
  levels: row.levels as RiskLevelName[][],
});

export const assessmentListSelect = {
  id: true,
  title: true,
  scope: true,
  isApv: true,
  reviewMonths: true,
  lastReviewedDate: true,
  nextReviewDate: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  area: { select: { id: true, name: true } },
  machine: { select: { id: true, name: true } },
  chemical: { select: { id: true, name: true } },
  role: { select: { id: true, name: true } },
  owner: { select: memberSummarySelect },
  _count: { select: { hazards: true } },
} satisfies Prisma.RiskAssessmentSelect;

export const assessmentListRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  scope: z.string().nullable(),
  isApv: z.boolean(),
  reviewMonths: z.number(),
  lastReviewedDate: wireDate.nullable(),
  nextReviewDate: wireDate.nullable(),
  hazardCount: z.number(),
  area: idName.nullable(),
  machine: idName.nullable(),
  chemical: idName.nullable(),
  role: idName.nullable(),
  owner: memberSummarySchema.nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export const assessmentPageSchema = pageSchema(assessmentListRowSchema);

export function toAssessmentListRow({
  _count,
  owner,
  lastReviewedDate,
  nextReviewDate,
  ...row
}: Prisma.RiskAssessmentGetPayload<{ select: typeof assessmentListSelect }>): z.output<typeof assessmentListRowSchema> {
  return {
    ...row,
    hazardCount: _count.hazards,
    owner: owner && toMemberSummary(owner),
    lastReviewedDate: toWireDate(lastReviewedDate),
    nextReviewDate: toWireDate(nextReviewDate),
  };
}

const acceptanceSelect = {
  id: true,
  likelihood: true,
  severity: true,
  level: true,
  reason: true,
  acceptedByName: true,
  acceptedDate: true,
  matrix: { select: { version: true } },
} satisfies Prisma.RiskAcceptanceSelect;

const acceptanceSchema = z.object({
  id: z.string(),
  likelihood: z.number(),
  severity: z.number(),
  level,
  reason: z.string(),
  acceptedByName: z.string(),
  acceptedDate: dateTime,
  matrixVersion: z.number(),
});

const controlSelect = {
  id: true,
  title: true,
  controlLevel: true,
  status: true,
  dueDate: true,
  responsible: { select: memberSummarySelect },
} satisfies Prisma.ActionSelect;

const controlSchema = z.object({
  id: z.string(),
  title: z.string(),
  controlLevel: z.enum(CONTROL_LEVELS).nullable(),
  status: z.string(),
  dueDate: wireDate.nullable(),
  responsible: memberSummarySchema.nullable(),
});

export const hazardSelect = {
  id: true,
  category: true,
  title: true,
  whoExposed: true,
  existingControls: true,
  inherentLikelihood: true,
  inherentSeverity: true,
  residualLikelihood: true,
  residualSeverity: true,
  inherentLevel: true,
  residualLevel: true,
  lastModifiedDate: true,
  hazardType: { select: { id: true, code: true, nameEn: true, nameDa: true } },
  matrix: { select: { version: true, acceptableLevel: true } },
  assessment: {
    select: {
      id: true,
      title: true,
      nextReviewDate: true,
      area: { select: { id: true, name: true } },
      owner: { select: memberSummarySelect },
    },
  },
  acceptances: { select: acceptanceSelect, orderBy: [{ acceptedDate: "desc" }, { id: "asc" }] },
  controls: {
    select: controlSelect,
    where: { archivedDate: null },
    orderBy: [{ position: "asc" }, { createdDate: "asc" }],
  },
} satisfies Prisma.RiskHazardSelect;

export const hazardSchema = z.object({
  id: z.string(),
  category: z.enum(HAZARD_CATEGORIES),
  title: z.string(),
  whoExposed: z.string().nullable(),
  existingControls: z.string().nullable(),
  inherentLikelihood: z.number(),
  inherentSeverity: z.number(),
  residualLikelihood: z.number().nullable(),
  residualSeverity: z.number().nullable(),
  inherentLevel: level,
  residualLevel: level.nullable(),
  /** The matrix version its scores were given in, and that version's threshold. */
  matrixVersion: z.number(),
  /** The residual risk is above the threshold. */
  needsAcceptance: z.boolean(),
  /** A manager accepted the residual risk as it is now scored. */
  accepted: z.boolean(),
  hazardType: z.object({ id: z.string(), code: z.string(), nameEn: z.string(), nameDa: z.string() }).nullable(),
  assessment: z.object({
    id: z.string(),
    title: z.string(),
    nextReviewDate: wireDate.nullable(),
    area: idName.nullable(),
    owner: memberSummarySchema.nullable(),
  }),
  acceptances: z.array(acceptanceSchema),
  controls: z.array(controlSchema),
  lastModifiedDate: dateTime,
});

export type HazardDto = z.output<typeof hazardSchema>;

export const hazardPageSchema = pageSchema(hazardSchema);

export function toHazardDto(row: Prisma.RiskHazardGetPayload<{ select: typeof hazardSelect }>): HazardDto {
  const residual = row.residualLevel ?? row.inherentLevel;
  const latest = row.acceptances[0];
  const accepted =
    !!latest &&
    latest.likelihood === (row.residualLikelihood ?? row.inherentLikelihood) &&
    latest.severity === (row.residualSeverity ?? row.inherentSeverity) &&
    latest.matrix.version === row.matrix.version;
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    whoExposed: row.whoExposed,
    existingControls: row.existingControls,
    inherentLikelihood: row.inherentLikelihood,
    inherentSeverity: row.inherentSeverity,
    residualLikelihood: row.residualLikelihood,
    residualSeverity: row.residualSeverity,
    inherentLevel: row.inherentLevel,
    residualLevel: row.residualLevel,
    matrixVersion: row.matrix.version,
    needsAcceptance: needsAcceptance(row.matrix, residual),
    accepted,
    hazardType: row.hazardType,
    assessment: {
      ...row.assessment,
      nextReviewDate: toWireDate(row.assessment.nextReviewDate),
      owner: row.assessment.owner && toMemberSummary(row.assessment.owner),
    },
    acceptances: row.acceptances.map(({ matrix, ...acceptance }) => ({ ...acceptance, matrixVersion: matrix.version })),
    controls: row.controls.map((control) => ({
      ...control,
      dueDate: toWireDate(control.dueDate),
      responsible: control.responsible && toMemberSummary(control.responsible),
    })),
    lastModifiedDate: row.lastModifiedDate,
  };
}

export const assessmentSelect = {
  ...assessmentListSelect,
  hazards: { select: hazardSelect, orderBy: [{ position: "asc" }, { createdDate: "asc" }] },
} satisfies Prisma.RiskAssessmentSelect;

export const assessmentSchema = assessmentListRowSchema.extend({ hazards: z.array(hazardSchema) });

export type AssessmentDto = z.output<typeof assessmentSchema>;

export function toAssessmentDto({
  hazards,
  ...row
}: Prisma.RiskAssessmentGetPayload<{ select: typeof assessmentSelect }>): AssessmentDto {
  return { ...toAssessmentListRow({ ...row, _count: { hazards: hazards.length } }), hazards: hazards.map(toHazardDto) };
}

export const matrixVersionsSchema = z.object({ current: matrixSchema, versions: z.array(matrixSchema) });

export const heatMapSchema = z.object({
  matrix: matrixSchema,
  cells: z.array(
    z.object({ likelihood: z.number(), severity: z.number(), level, inherent: z.number(), residual: z.number() }),
  ),
});

const revisionSchema = z.object({
  id: z.string(),
  version: z.number(),
  title: z.string(),
  content: z.string(),
  changeNote: z.string().nullable(),
  authorName: z.string(),
  createdDate: dateTime,
});

export const revisionListSchema = z.object({ content: z.array(revisionSchema) });

export const hazardTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  category: z.enum(HAZARD_CATEGORIES),
  nameEn: z.string(),
  nameDa: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionDa: z.string().nullable(),
  source: z.string().nullable(),
});
