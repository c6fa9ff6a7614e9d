// Zod fields shared by the member, competence and role bodies.
import { z } from "zod";

/** Text that may be left out; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A set of related ids; repeats are dropped. */
export const idList = z
  .array(z.uuid())
  .max(500)
  .default([])
  .transform((ids) => [...new Set(ids)]);

const optionalDate = z.iso
  .date()
  .nullish()
  .transform((value) => (value ? new Date(`${value}T00:00:00Z`) : null));

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
        if (seen.has(value)) context.addIssue({ code: "custom", path: [index, key], message: "Listed twice" });
        seen.add(value);
      });
    });
}
