// Client-safe query and body declarations of CO2 and the greenhouse-gas account.
import { z } from "zod";
import { EXPORT_FORMATS } from "@/lib/platform/lists/export/format";

const year = z.coerce.number().int().min(1900).max(2200);

export const carbonYearQuerySchema = z.object({
  /** The first calendar year; this year when left out. */
  year: year.optional(),
  /** How many years from `year` (1 to 10; 1 when left out). */
  years: z.coerce.number().int().min(1).max(10).optional(),
});

export const ghgAccountQuerySchema = z.object({
  year: year.optional(),
  /** `xlsx` or `csv`: the account as a file instead of JSON. */
  format: z.enum(EXPORT_FORMATS).optional(),
});

export const meterFactorsInputSchema = z.object({
  /** The factors that apply to the meter: catalogue factors or the organization's own, of the meter's type. */
  emissionFactorIds: z.array(z.uuid()).max(20),
});

export type MeterFactorsInput = z.output<typeof meterFactorsInputSchema>;
