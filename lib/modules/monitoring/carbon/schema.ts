// Client-safe query and body declarations of CO2 and the greenhouse-gas account.
import { z } from "zod";
import { EnergySource } from "@/lib/generated/prisma/enums";
import { decimalNumber } from "@/lib/platform/fields/decimal";
import { optionalText } from "@/lib/platform/fields/fields";
import { fileIdsField } from "@/lib/platform/files/schema";
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

export const ENERGY_SOURCES = Object.values(EnergySource);

const MONTH = /^(19|20|21)\d\d-(0[1-9]|1[0-2])$/;
const month = z.string().refine((value) => MONTH.test(value), { params: { reason: "month" } });

/**
 * Guarantees of origin cancelled for an electricity meter's consumption from the first of
 * `startMonth` to the last day of `endMonth` (`YYYY-MM`): `volumeMwh` covers the meter's consumption
 * in that period up to all of it. `reference` is the cancellation statement's; its files are the
 * evidence.
 */
export const guaranteeInputSchema = z
  .object({
    startMonth: month,
    endMonth: month,
    volumeMwh: decimalNumber.refine((value) => Number(value) > 0, { params: { reason: "positive" } }),
    energySource: z.enum(ENERGY_SOURCES),
    issuer: optionalText(200),
    reference: z.string().trim().min(1).max(200),
    note: optionalText(2_000),
    fileIds: fileIdsField,
  })
  // an order only between two months: a month that is not one is named on its own field alone
  .refine(
    (input) => !MONTH.test(input.startMonth) || !MONTH.test(input.endMonth) || input.endMonth >= input.startMonth,
    {
      path: ["endMonth"],
      params: { reason: "periodOrder" },
    },
  );

export type GuaranteeInput = z.output<typeof guaranteeInputSchema>;
