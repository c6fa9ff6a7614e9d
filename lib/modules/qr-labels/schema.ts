import { z } from "zod";
import { LABEL_LAYOUT_KEYS } from "@/lib/platform/pdf/label-layouts";
import { MAX_LABEL_RECORDS } from "./limits";

/** `ids` as a comma-separated list (one query value), or repeated. */
const idsParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    value === undefined
      ? undefined
      : [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(",")).filter(Boolean))],
  )
  .pipe(z.array(z.uuid()).max(MAX_LABEL_RECORDS).optional())
  .describe("The records to label, comma-separated; without it every record still in use");

export const labelQuerySchema = z.object({
  ids: idsParam,
  layout: z.enum(LABEL_LAYOUT_KEYS).default("a4-3x8").describe("The label sheet: 3 × 8, 2 × 7 or 4 × 10 labels on A4"),
  fill: z
    .enum(["one", "sheet"])
    .default("one")
    .describe("one: a label per record; sheet: a whole sheet of each record's label"),
  skip: z.coerce
    .number()
    .int()
    .min(0)
    .max(39)
    .default(0)
    .describe("Labels already used on the first sheet: printing starts after them"),
});

export type LabelQuery = z.output<typeof labelQuerySchema>;
