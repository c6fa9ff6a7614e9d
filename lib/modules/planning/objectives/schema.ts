// Objectives' list and bodies, and the activity figures'. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, idList, nullable, optionalText } from "@/lib/platform/fields/fields";
import { ACTIVITY_FIGURE_KINDS, ADDITIVE_KPIS, GHG_SCOPES, OBJECTIVE_KPIS } from "./choices";

/** A figure as text or number, kept exact (decimal). */
const figure = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,12}(\.\d{1,6})?$/),
  ])
  .transform(String);
const EVENT_KINDS = ["ACCIDENT", "NEAR_MISS", "UNSAFE_CONDITION", "ENVIRONMENTAL_INCIDENT", "OBSERVATION"] as const;
const STANDARDS = ["ISO_14001", "ISO_45001"] as const;

export const objectiveList = defineList({
  table: "Objective",
  sort: { title: "title", targetDate: "targetDate", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "targetDate,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    kpi: z.enum(OBJECTIVE_KPIS).optional(),
    standard: z.enum(STANDARDS).optional(),
    responsibleId: z.uuid().optional(),
    ...archivedFilter,
  },
});

export const objectiveInputSchema = z
  .object({
    title: z.string().trim().min(1).max(300),
    description: optionalText(4000),
    standards: z.array(z.enum(STANDARDS)).max(2).default([]),
    needs: optionalText(2000),
    kpi: z.enum(OBJECTIVE_KPIS),
    kpiUnit: optionalText(40),
    ghgScope: nullable(z.enum(GHG_SCOPES)),
    eventKind: nullable(z.enum(EVENT_KINDS)),
    injuryOnly: z.boolean().default(false),
    intensityFigureId: nullable(z.uuid()),
    baselineYear: z.coerce.number().int().min(2000).max(2100),
    baselineValue: nullable(figure),
    targetValue: figure,
    targetDate: calendarDate,
    responsibleId: nullable(z.uuid()),
    meterIds: idList,
    aspectIds: idList,
    obligationIds: idList,
    assessmentIds: idList,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    const issue = (path: string, reason: string) =>
      context.addIssue({ code: "custom", path: [path], params: { reason } });
    const metered = input.kpi === "METER_ENERGY" || input.kpi === "METER_WATER";
    if (metered && input.meterIds.length === 0) issue("meterIds", "kpiNeedsMeters");
    if (!metered && input.meterIds.length) issue("meterIds", "kpiWithoutMeters");
    if (input.kpi === "MANUAL" && !input.kpiUnit) issue("kpiUnit", "kpiNeedsUnit");
    if (input.kpi === "MANUAL" && input.baselineValue === null) issue("baselineValue", "baselineNeeded");
    if (input.kpi === "EVENT_COUNT" && !input.eventKind) issue("eventKind", "kpiNeedsEventKind");
    if (input.intensityFigureId && !ADDITIVE_KPIS.includes(input.kpi)) issue("intensityFigureId", "notAnIntensity");
    if (Number(input.targetDate.slice(0, 4)) <= input.baselineYear) issue("targetDate", "targetAfterBaseline");
  });

export type ObjectiveInput = z.output<typeof objectiveInputSchema>;

/** A MANUAL objective's value for a month (`YYYY-MM`): a new month adds one, a known month corrects it. */
export const objectiveValueInputSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  value: figure,
  note: optionalText(1000),
});

export type ObjectiveValueInput = z.output<typeof objectiveValueInputSchema>;

export const activityFigureList = defineList({
  table: "ActivityFigure",
  sort: { name: "name", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "name,asc",
  filters: { q: z.string().trim().max(200).optional(), ...archivedFilter },
});

export const activityFigureInputSchema = z.object({
  kind: z.enum(ACTIVITY_FIGURE_KINDS),
  name: z.string().trim().min(1).max(200),
  unit: z.string().trim().min(1).max(40),
  lastModifiedDate: lastModifiedDateField,
});

export type ActivityFigureInput = z.output<typeof activityFigureInputSchema>;

/** A year of an activity figure's months: a value sets the month, null clears it. */
export const activityValuesInputSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  values: z
    .array(
      nullable(
        z.union([
          z.number().min(0),
          z
            .string()
            .trim()
            .regex(/^\d{1,12}(\.\d{1,3})?$/),
        ]),
      ),
    )
    .length(12),
});

export type ActivityValuesInput = z.output<typeof activityValuesInputSchema>;
