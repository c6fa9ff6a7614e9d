// Compliance evaluation rounds' lists and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, optionalText } from "@/lib/platform/fields/fields";
import { EVALUATION_RESULTS } from "@/lib/modules/documents/binding-obligations/choices";

export const roundList = defineList({
  table: "ComplianceRound",
  sort: { year: "year", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "year,desc",
  filters: { ...archivedFilter },
});

export const roundInputSchema = z
  .object({
    year: z.coerce.number().int().min(1900).max(2200),
    title: z.string().trim().min(1).max(300),
    periodStart: calendarDate,
    periodEnd: calendarDate,
    note: optionalText(4000),
    lastModifiedDate: lastModifiedDateField,
  })
  .refine((input) => input.periodEnd >= input.periodStart, {
    path: ["periodEnd"],
    params: { reason: "endBeforeStart" },
  });

export type RoundInput = z.output<typeof roundInputSchema>;

export const signOffSchema = z.object({ note: optionalText(4000), lastModifiedDate: lastModifiedDateField });

/** A round's obligations: each with its result in the round, by the obligations' own columns. */
export const roundObligationList = defineList({
  table: "BindingObligation",
  sort: { title: "legislationTitle", evaluationDate: "evaluationDate" },
  defaultSort: "evaluationDate,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    /** NOT_EVALUATED: no evaluation in the round yet; else the result of its latest in the round. */
    result: z.enum(["NOT_EVALUATED", ...EVALUATION_RESULTS]).optional(),
    changed: z
      .enum(["true"])
      .optional()
      .describe("true: only obligations whose act changed in the catalogue after their latest evaluation"),
    responsibleId: z.uuid().optional(),
  },
});
