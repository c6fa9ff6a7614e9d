// Risk assessment's lists and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { HAZARD_CATEGORIES, RISK_LEVELS } from "./levels";
import { disorderedCells, MAX_STEPS, MIN_STEPS } from "./matrix";

export const assessmentList = defineList({
  table: "RiskAssessment",
  sort: { title: "title", nextReviewDate: "nextReviewDate", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    areaId: z.uuid().optional(),
    machineId: z.uuid().optional(),
    chemicalAssociationId: z.uuid().optional(),
    apv: z.enum(["true", "false"]).optional(),
    /** Its review is past due. */
    overdue: z.enum(["true", "false"]).optional(),
    ...archivedFilter,
  },
});

/** The register: every hazard of the organization's assessments in force. */
export const hazardList = defineList({
  table: "RiskHazard",
  sort: {
    title: "title",
    inherentLevel: "inherentLevel",
    residualLevel: "residualLevel",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "inherentLevel,desc",
  filters: {
    q: z.string().trim().max(200).optional(),
    assessmentId: z.uuid().optional(),
    areaId: z.uuid().optional(),
    category: z.enum(HAZARD_CATEGORIES).optional(),
    inherentLevel: z.enum(RISK_LEVELS).optional(),
    residualLevel: z.enum(RISK_LEVELS).optional(),
    ownerId: z.uuid().optional(),
    /** true: a residual risk above the threshold that a manager accepted; false: one still waiting. */
    accepted: z.enum(["true", "false"]).optional(),
    /** Its assessment's review is past due. */
    overdueReview: z.enum(["true", "false"]).optional(),
    /** A heat map cell: the hazards of that score, before (inherent) or after (residual) the controls. */
    likelihood: z.coerce.number().int().min(1).max(MAX_STEPS).optional(),
    severity: z.coerce.number().int().min(1).max(MAX_STEPS).optional(),
    stage: z.enum(["inherent", "residual"]).optional(),
  },
});

/** Months between reviews; an APV is renewed at least every three years. */
export const APV_MONTHS = 36;

export const assessmentInputSchema = z
  .object({
    title: z.string().trim().min(1).max(300),
    scope: optionalText(4000),
    areaId: nullable(z.uuid()),
    machineId: nullable(z.uuid()),
    chemicalAssociationId: nullable(z.uuid()),
    roleId: nullable(z.uuid()),
    ownerId: nullable(z.uuid()),
    isApv: z.boolean().default(false),
    reviewMonths: z.coerce.number().int().min(1).max(APV_MONTHS).optional(),
    lastReviewedDate: nullable(calendarDate),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.isApv && input.reviewMonths !== undefined && input.reviewMonths > APV_MONTHS) {
      context.addIssue({ code: "custom", path: ["reviewMonths"], params: { reason: "apvMonths" } });
    }
  });

export type AssessmentInput = z.output<typeof assessmentInputSchema>;

const score = z.coerce.number().int().min(1).max(MAX_STEPS);

export const hazardInputSchema = z
  .object({
    hazardTypeId: nullable(z.uuid()),
    category: z.enum(HAZARD_CATEGORIES),
    title: z.string().trim().min(1).max(500),
    whoExposed: optionalText(1000),
    existingControls: optionalText(4000),
    inherentLikelihood: score,
    inherentSeverity: score,
    residualLikelihood: nullable(score),
    residualSeverity: nullable(score),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if ((input.residualLikelihood === null) !== (input.residualSeverity === null)) {
      const path = input.residualLikelihood === null ? "residualLikelihood" : "residualSeverity";
      context.addIssue({ code: "custom", path: [path], params: { reason: "bothOrNeither" } });
    }
  });

export type HazardInput = z.output<typeof hazardInputSchema>;

export const acceptanceInputSchema = z.object({
  reason: z.string().trim().min(1).max(2000),
  lastModifiedDate: lastModifiedDateField,
});

export const reviewInputSchema = z.object({
  reviewedDate: calendarDate,
  changeNote: optionalText(2000),
  lastModifiedDate: lastModifiedDateField,
});

const scaleStep = z.object({
  labelEn: z.string().trim().min(1).max(60),
  labelDa: z.string().trim().min(1).max(60),
  descriptionEn: optionalText(300),
  descriptionDa: optionalText(300),
});

export const matrixInputSchema = z
  .object({
    likelihoods: z.array(scaleStep).min(MIN_STEPS).max(MAX_STEPS),
    severities: z.array(scaleStep).min(MIN_STEPS).max(MAX_STEPS),
    levels: z.array(z.array(z.enum(RISK_LEVELS))),
    acceptableLevel: z.enum(RISK_LEVELS),
  })
  .superRefine((input, context) => {
    if (
      input.levels.length !== input.likelihoods.length ||
      input.levels.some((row) => row.length !== input.severities.length)
    ) {
      context.addIssue({ code: "custom", path: ["levels"], params: { reason: "matrixShape" } });
      return;
    }
    for (const [likelihood, severity] of disorderedCells(input.levels)) {
      context.addIssue({
        code: "custom",
        path: ["levels", likelihood - 1, severity - 1],
        params: { reason: "matrixOrder" },
      });
    }
  });

export type MatrixInput = z.output<typeof matrixInputSchema>;
