// Zod fields shared by the bodies of several modules.
import { z } from "zod";

/**
 * Text that may be left out; blank becomes null, so that a cleared field is stored as cleared.
 * `check` validates a text that is given (an e-mail address, a URL).
 */
export function optionalText(max: number, check?: z.ZodType<string, string>) {
  const text = z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
  return check ? text.pipe(check.nullable()) : text;
}

/** A field that may be left out or null, given as null when it is. */
export const nullable = <T extends z.ZodType>(field: T) => field.nullish().transform((value) => value ?? null);

/** A set of related ids; repeats are dropped. */
export const idList = z
  .array(z.uuid())
  .max(500)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** The years a date may fall in: wide enough for any record, narrow enough that date arithmetic stays in range. */
const DATE_RANGE = { firstYear: 1900, lastYear: 2200 } as const;
const inDateRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_RANGE.firstYear && year <= DATE_RANGE.lastYear;
};
// the message comes from the validation messages (lib/platform/i18n/validation-messages.ts)
const outOfRange = {
  params: { reason: "dateRange", values: { first: String(DATE_RANGE.firstYear), last: String(DATE_RANGE.lastYear) } },
};

/** A calendar date, YYYY-MM-DD, between 1900 and 2200. */
export const calendarDate = z.iso.date().refine(inDateRange, outOfRange);

/** A timestamp with its offset (ISO 8601), between 1900 and 2200. */
export const timestamp = z.iso.datetime({ offset: true }).refine(inDateRange, outOfRange);

const optionalDate = calendarDate.nullish().transform((value) => (value ? new Date(`${value}T00:00:00Z`) : null));

/**
 * The dates of one requirement. `manual` may be left out: a new entry is then manual and an
 * existing one keeps its kind; `false` only updates the dates of a requirement a role asks for.
 */
export const requirementFields = {
  acquisitionDeadline: optionalDate,
  lastAcquisitionDate: optionalDate,
  manual: z.boolean().optional(),
};

/** A list of entries in which `key` names each related thing at most once. */
export function distinctEntries<T extends z.ZodObject>(entry: T, key: keyof z.output<T> & string) {
  return z
    .array(entry)
    .max(1000)
    .default([])
    .superRefine((entries, context) => {
      const seen = new Set<unknown>();
      entries.forEach((item, index) => {
        const value = (item as Record<string, unknown>)[key];
        if (seen.has(value))
          context.addIssue({ code: "custom", path: [index, key], params: { reason: "listedTwice" } });
        seen.add(value);
      });
    });
}

/**
 * A number as a form's number field sends it, its text ("14"); the API's JSON number passes as it
 * is. An emptied field (null) is left for `schema` to refuse rather than read as 0.
 */
export const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() ? Number(value) : value), schema);
