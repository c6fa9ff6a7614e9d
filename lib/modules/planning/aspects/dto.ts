import { z } from "zod";
import { dateTime, idName, pageSchema } from "@/lib/platform/api/response";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import {
  ACTIVITY_KINDS,
  ASPECT_CATEGORIES,
  LIFE_CYCLE_STAGES,
  OPERATING_CONDITIONS,
  SIGNIFICANCE_RULES,
} from "./choices";
import type { Criterion, Ratings } from "./significance";

export const criteriaSelect = {
  id: true,
  version: true,
  criteria: true,
  rule: true,
  threshold: true,
  authorName: true,
  createdDate: true,
} satisfies Prisma.SignificanceCriteriaSelect;

const criterionSchema = z.object({
  key: z.string(),
  nameEn: z.string(),
  nameDa: z.string(),
  descriptionEn: z.string().nullish(),
  descriptionDa: z.string().nullish(),
  steps: z.array(z.object({ labelEn: z.string(), labelDa: z.string() })),
});

export const criteriaSchema = z.object({
  id: z.string(),
  version: z.number(),
  criteria: z.array(criterionSchema),
  rule: z.enum(SIGNIFICANCE_RULES),
  threshold: z.number(),
  authorName: z.string(),
  createdDate: dateTime,
});

export type CriteriaDto = z.output<typeof criteriaSchema>;

export const toCriteriaDto = (
  row: Prisma.SignificanceCriteriaGetPayload<{ select: typeof criteriaSelect }>,
): CriteriaDto => ({ ...row, criteria: row.criteria as Criterion[] });

export const criteriaVersionsSchema = z.object({ current: criteriaSchema, versions: z.array(criteriaSchema) });

export const aspectSelect = {
  id: true,
  activity: true,
  activityKind: true,
  title: true,
  category: true,
  impact: true,
  lifeCycleStage: true,
  condition: true,
  controls: true,
  ratings: true,
  score: true,
  significant: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  area: { select: { id: true, name: true } },
  owner: { select: memberSummarySelect },
  criteria: { select: criteriaSelect },
  obligations: { select: { id: true, legislationTitle: true }, orderBy: { legislationTitle: "asc" } },
  procedures: { select: { id: true, title: true }, orderBy: { title: "asc" } },
  meters: { select: { id: true, name: true }, orderBy: { name: "asc" } },
  arrangements: { select: { id: true, name: true, associationId: true }, orderBy: { name: "asc" } },
  chemicals: { select: { id: true, name: true }, orderBy: { name: "asc" } },
  _count: { select: { actions: { where: { status: { in: ["PLANNED", "IN_PROGRESS"] }, archivedDate: null } } } },
} satisfies Prisma.EnvironmentalAspectSelect;

const idTitle = z.object({ id: z.string(), title: z.string() });

export const aspectSchema = z.object({
  id: z.string(),
  activity: z.string(),
  activityKind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  category: z.enum(ASPECT_CATEGORIES),
  impact: z.string(),
  lifeCycleStage: z.enum(LIFE_CYCLE_STAGES),
  condition: z.enum(OPERATING_CONDITIONS),
  controls: z.string().nullable(),
  /** The step of each criterion, by key, in the criteria version it was rated with. */
  ratings: z.record(z.string(), z.number()),
  /** Computed from the ratings by the criteria version's rule. */
  score: z.number(),
  significant: z.boolean(),
  criteria: criteriaSchema,
  area: idName.nullable(),
  owner: memberSummarySchema.nullable(),
  obligations: z.array(idTitle),
  procedures: z.array(idTitle),
  meters: z.array(idName),
  wasteArrangements: z.array(idName.extend({ associationId: z.string() })),
  chemicals: z.array(idName),
  openActions: z.number(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type AspectDto = z.output<typeof aspectSchema>;

export const aspectPageSchema = pageSchema(aspectSchema);

export function toAspectDto({
  owner,
  criteria,
  ratings,
  obligations,
  arrangements,
  _count,
  ...row
}: Prisma.EnvironmentalAspectGetPayload<{ select: typeof aspectSelect }>): AspectDto {
  return {
    ...row,
    ratings: ratings as Ratings,
    criteria: toCriteriaDto(criteria),
    owner: owner && toMemberSummary(owner),
    obligations: obligations.map((obligation) => ({ id: obligation.id, title: obligation.legislationTitle })),
    wasteArrangements: arrangements,
    openActions: _count.actions,
  };
}

/** Aspects per category, significant and not, for the register's chart. */
export const categoryCountsSchema = z.array(
  z.object({ category: z.enum(ASPECT_CATEGORIES), significant: z.number(), other: z.number() }),
);

const figureSchema = z.object({
  /** The last twelve whole months, and the twelve before them; null where nothing is recorded. */
  current: z.string().nullable(),
  previous: z.string().nullable(),
  unit: z.string(),
});

/** The measured figures behind an aspect: its linked meters, waste arrangements and chemicals. */
export const aspectEvidenceSchema = z.object({
  /** First month of the last twelve, first month after them (`YYYY-MM`), and the same a year before. */
  period: z.object({ from: z.string(), to: z.string(), previousFrom: z.string() }),
  meters: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: figureSchema,
      /** Tonnes of CO2 (scope 1, and scope 2 location-based) from the GHG account's factors. */
      co2Tonnes: figureSchema,
      /** Part of the quantity no emission factor covers, so the CO2 is incomplete. */
      co2Incomplete: z.boolean(),
    }),
  ),
  wasteArrangements: z.array(z.object({ id: z.string(), name: z.string(), tonnes: figureSchema })),
  chemicals: z.array(
    z.object({ id: z.string(), name: z.string(), amount: z.string().nullable(), unit: z.string().nullable() }),
  ),
});

export type AspectEvidence = z.output<typeof aspectEvidenceSchema>;
