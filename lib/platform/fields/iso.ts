// The ISO fields of a body whose record serves management-system standards: a policy, a procedure,
// an own document, the scope. Client-safe: the forms validate with the same schemas.
import { z } from "zod";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { optionalText } from "./fields";

/** The standards as a set in the catalogue's order: repeats would only make revisions differ in noise. */
export const isoStandardsField = z
  .array(z.enum(ISO_STANDARDS))
  .max(ISO_STANDARDS.length)
  .default([])
  .transform((standards) => ISO_STANDARDS.filter((standard) => standards.includes(standard)));

/** A clause number as the standards write it ("7.5", "8.1.2"), or nothing. */
export const isoClauseField = optionalText(20, z.string().regex(/^\d{1,2}(\.\d{1,2}){0,3}$/));
