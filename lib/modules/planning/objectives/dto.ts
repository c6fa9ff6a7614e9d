import { z } from "zod";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { ACTIVITY_FIGURE_KINDS, GHG_SCOPES, KPI_UNITS, OBJECTIVE_KPIS, OBJECTIVE_STATUSES } from "./choices";

export const objectiveSelect = {
  id: true,
  title: true,
  description: true,
  standards: true,
  needs: true,
  kpi: true,
  kpiUnit: true,
  ghgScope: true,
  eventKind: true,
  injuryOnly: true,
  baselineYear: true,
  baselineValue: true,
  targetValue: true,
  targetDate: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  responsible: { select: memberSummarySelect },
  intensityFigure: { select: { id: true, name: true, unit: true, kind: true } },
  meters: { select: { id: true, name: true }, orderBy: { name: "asc" } },
  aspects: { select: { id: true, title: true }, orderBy: { title: "asc" } },
  obligations: { select: { id: true, legislationTitle: true }, orderBy: { legislationTitle: "asc" } },
  assessments: { select: { id: true, title: true }, orderBy: { title: "asc" } },
  actions: {
    where: { status: { in: ["PLANNED", "IN_PROGRESS"] }, archivedDate: null },
    orderBy: [{ dueDate: { sort: "asc", nulls: "last" } }, { createdDate: "asc" }],
    take: 1,
    select: { id: true, title: true, dueDate: true },
  },
} satisfies Prisma.ObjectiveSelect;

export type ObjectiveRow = Prisma.ObjectiveGetPayload<{ select: typeof objectiveSelect }>;

const idTitle = z.object({ id: z.string(), title: z.string() });

const progressSchema = z.object({
  /** The baseline used: typed, or the baseline year's figure computed. */
  baseline: z.number().nullable(),
  target: z.number(),
  unit: z.string(),
  status: z.enum(OBJECTIVE_STATUSES),
  /** How far from the baseline to the target the latest value has come (1 = all the way). */
  progress: z.number().nullable(),
  latest: z.object({ month: z.string(), actual: z.number().nullable(), path: z.number() }).nullable(),
  /** A point per month from the baseline year's December: the value (null: no figure) and the path. */
  points: z.array(z.object({ month: z.string(), actual: z.number().nullable(), path: z.number() })),
});

export type ProgressDto = z.output<typeof progressSchema>;

export const objectiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  standards: z.array(z.string()),
  needs: z.string().nullable(),
  kpi: z.enum(OBJECTIVE_KPIS),
  kpiUnit: z.string().nullable(),
  ghgScope: z.enum(GHG_SCOPES).nullable(),
  eventKind: z.string().nullable(),
  injuryOnly: z.boolean(),
  baselineYear: z.number(),
  /** As typed; null: computed from the baseline year's figures (see progress.baseline). */
  baselineValue: z.string().nullable(),
  targetValue: z.string(),
  targetDate: wireDate,
  responsible: memberSummarySchema.nullable(),
  intensityFigure: z
    .object({ id: z.string(), name: z.string(), unit: z.string(), kind: z.enum(ACTIVITY_FIGURE_KINDS) })
    .nullable(),
  meters: z.array(idName),
  aspects: z.array(idTitle),
  obligations: z.array(idTitle),
  assessments: z.array(idTitle),
  nextAction: z.object({ id: z.string(), title: z.string(), dueDate: wireDate.nullable() }).nullable(),
  progress: progressSchema,
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type ObjectiveDto = z.output<typeof objectiveSchema>;

export const objectivePageSchema = pageSchema(objectiveSchema);

/** The unit of an objective's values: the KPI's own, per the activity figure's unit for an intensity. */
export function unitOf(row: Pick<ObjectiveRow, "kpi" | "kpiUnit" | "eventKind" | "intensityFigure">): string {
  const base =
    row.kpi === "MANUAL"
      ? (row.kpiUnit ?? "")
      : row.kpi === "EVENT_COUNT"
        ? "events"
        : row.kpi === "DAYS_SINCE_ACCIDENT"
          ? "days"
          : KPI_UNITS[row.kpi]!;
  return row.intensityFigure ? `${base}/${row.intensityFigure.unit}` : base;
}

export function toObjectiveDto(
  { actions, obligations, baselineValue, targetValue, targetDate, responsible, ...row }: ObjectiveRow,
  progress: ProgressDto,
): ObjectiveDto {
  const next = actions[0];
  return {
    ...row,
    baselineValue: baselineValue?.toString() ?? null,
    targetValue: targetValue.toString(),
    targetDate: toWireDate(targetDate)!,
    responsible: responsible && toMemberSummary(responsible),
    obligations: obligations.map((obligation) => ({ id: obligation.id, title: obligation.legislationTitle })),
    nextAction: next ? { ...next, dueDate: toWireDate(next.dueDate) } : null,
    progress,
  };
}

const objectiveValueSchema = z.object({
  id: z.string(),
  month: z.string(),
  value: z.string(),
  note: z.string().nullable(),
  recordedByName: z.string(),
  lastModifiedDate: dateTime,
});

export const objectiveValuesSchema = z.object({ content: z.array(objectiveValueSchema) });

export const activityFigureSchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_FIGURE_KINDS),
  name: z.string(),
  unit: z.string(),
  /** `YYYY-MM` → value, every month recorded */
  values: z.record(z.string(), z.string()),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type ActivityFigureDto = z.output<typeof activityFigureSchema>;

export const activityFigurePageSchema = pageSchema(activityFigureSchema);
