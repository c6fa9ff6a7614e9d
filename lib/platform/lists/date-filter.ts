// A filter on the day of a timestamp column: `<name>.value` (YYYY-MM-DD) with `<name>.matchMode`
// (dateIs, dateIsNot, dateBefore, dateAfter; dateIs when left out), the pair the grids' date
// filters send. Client-safe; the SQL condition is in date-filter-condition.ts.
import { z } from "zod";
import { calendarDate } from "@/lib/platform/fields/fields";

const DATE_MATCH_MODES = ["dateIs", "dateIsNot", "dateBefore", "dateAfter"] as const;
export type DateMatchMode = (typeof DATE_MATCH_MODES)[number];

/** The two query parameters of a date filter on `name`, for a list's `filters`. */
export function dateFilter<const N extends string>(name: N) {
  return {
    [`${name}.value`]: calendarDate.optional().describe(`Filter on the day of ${name} (YYYY-MM-DD)`),
    [`${name}.matchMode`]: z
      .enum(DATE_MATCH_MODES)
      .optional()
      .describe(`How ${name}.value matches: on that day (the default), not on it, before it or after it`),
  } as Record<`${N}.value`, z.ZodOptional<typeof calendarDate>> &
    Record<`${N}.matchMode`, z.ZodOptional<z.ZodEnum<{ [K in DateMatchMode]: K }>>>;
}
