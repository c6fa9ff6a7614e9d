// Environmental aspects' list and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { idList, nullable, optionalText } from "@/lib/platform/fields/fields";
import {
  ACTIVITY_KINDS,
  ASPECT_CATEGORIES,
  LIFE_CYCLE_STAGES,
  OPERATING_CONDITIONS,
  SIGNIFICANCE_RULES,
} from "./choices";
import { MAX_CRITERIA, MAX_STEPS, MIN_CRITERIA, MIN_STEPS, maximumScore, minimumScore } from "./significance";

/** The register of aspects. */
export const aspectList = defineList({
  table: "EnvironmentalAspect",
  sort: { title: "title", score: "score", category: "category", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "score,desc",
  filters: {
    q: z.string().trim().max(200).optional(),
    category: z.enum(ASPECT_CATEGORIES).optional(),
    condition: z.enum(OPERATING_CONDITIONS).optional(),
    lifeCycleStage: z.enum(LIFE_CYCLE_STAGES).optional(),
    significant: z.enum(["true", "false"]).optional(),
    areaId: z.uuid().optional(),
    obligationId: z.uuid().optional(),
    meterId: z.uuid().optional(),
    chemicalAssociationId: z.uuid().optional(),
    ownerId: z.uuid().optional(),
    ...archivedFilter,
  },
});

export const aspectInputSchema = z.object({
  activity: z.string().trim().min(1).max(300),
  activityKind: z.enum(ACTIVITY_KINDS).default("ACTIVITY"),
  title: z.string().trim().min(1).max(300),
  category: z.enum(ASPECT_CATEGORIES),
  impact: z.string().trim().min(1).max(2000),
  lifeCycleStage: z.enum(LIFE_CYCLE_STAGES).default("PRODUCTION"),
  condition: z.enum(OPERATING_CONDITIONS).default("NORMAL"),
  areaId: nullable(z.uuid()),
  ownerId: nullable(z.uuid()),
  controls: optionalText(4000),
  /** A step (1-based) of each criterion in force, by the criterion's key; checked against them. */
  ratings: z.record(z.string().max(40), z.coerce.number().int().min(1).max(MAX_STEPS)),
  obligationIds: idList,
  procedureIds: idList,
  meterIds: idList,
  wasteArrangementIds: idList,
  chemicalAssociationIds: idList,
  lastModifiedDate: lastModifiedDateField,
});

export type AspectInput = z.output<typeof aspectInputSchema>;

const criterionStep = z.object({
  labelEn: z.string().trim().min(1).max(80),
  labelDa: z.string().trim().min(1).max(80),
});

const criterionSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-zA-Z0-9]{0,39}$/),
  nameEn: z.string().trim().min(1).max(80),
  nameDa: z.string().trim().min(1).max(80),
  descriptionEn: optionalText(300),
  descriptionDa: optionalText(300),
  steps: z.array(criterionStep).min(MIN_STEPS).max(MAX_STEPS),
});

export const criteriaInputSchema = z
  .object({
    criteria: z.array(criterionSchema).min(MIN_CRITERIA).max(MAX_CRITERIA),
    rule: z.enum(SIGNIFICANCE_RULES),
    threshold: z.coerce.number().int().min(1),
  })
  .superRefine((input, context) => {
    const seen = new Set<string>();
    input.criteria.forEach((criterion, index) => {
      if (seen.has(criterion.key)) {
        context.addIssue({ code: "custom", path: ["criteria", index, "key"], params: { reason: "duplicateKey" } });
      }
      seen.add(criterion.key);
    });
    // a threshold no aspect can reach, or every aspect does, decides nothing
    if (input.threshold <= minimumScore(input) || input.threshold > maximumScore(input)) {
      context.addIssue({
        code: "custom",
        path: ["threshold"],
        params: {
          reason: "thresholdRange",
          values: { minimum: minimumScore(input) + 1, maximum: maximumScore(input) },
        },
      });
    }
  });

export type CriteriaInput = z.output<typeof criteriaInputSchema>;
