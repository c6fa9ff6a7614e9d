// The emission-factor bodies and list declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { isUnitOfGroup } from "@/lib/platform/units/convert";
import { METER_TYPE_GROUP, METER_TYPES } from "@/lib/platform/units/catalogue";
import { overlappingValue } from "./periods";
import { EMISSION_UNITS, FACTOR_BASES, GHG_CATEGORIES } from "./choices";

/**
 * A factor's figure as typed: at most 15 digits before the point and 12 after, never a rounded float.
 * A decimal comma (Danish) is read as the point.
 */
const factorNumber = z.union([z.number(), z.string()]).transform((value, context) => {
  const text =
    typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim().replace(",", ".");
  if (/^\d{1,15}(\.\d{1,12})?$/.test(text)) return text;
  context.addIssue({ code: "custom", input: value, params: { reason: "factorValue" } });
  return z.NEVER;
});

const factorValueSchema = z.object({
  /** An existing value of the factor to change; left out, the value is new. */
  id: z.uuid().optional(),
  meterUnit: z.string().trim().min(1).max(40),
  emissionUnit: z.enum(EMISSION_UNITS),
  startDate: calendarDate,
  /** Left out: valid until further notice. */
  endDate: nullable(calendarDate),
  value: factorNumber,
});

export const emissionFactorInputSchema = z
  .object({
    utilityType: z.enum(METER_TYPES),
    emissionType: z.enum(["CO2"]).default("CO2"),
    ghgCategory: z.enum(GHG_CATEGORIES),
    name: z.string().trim().min(1).max(200),
    basis: z.enum(FACTOR_BASES),
    co2Equivalent: z.boolean().default(false),
    source: z.string().trim().min(1).max(500),
    sourceUrl: optionalText(1000, z.url({ protocol: /^https?$/ })),
    note: optionalText(4000),
    values: z.array(factorValueSchema).max(500),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    const group = METER_TYPE_GROUP[input.utilityType];
    input.values.forEach((value, index) => {
      if (!isUnitOfGroup(group, value.meterUnit)) {
        context.addIssue({
          code: "custom",
          path: ["values", index, "meterUnit"],
          params: { reason: "unitOutsideGroup", values: { unit: value.meterUnit } },
        });
      }
      if (value.endDate && value.endDate < value.startDate) {
        context.addIssue({ code: "custom", path: ["values", index, "endDate"], params: { reason: "periodOrder" } });
      }
    });
    const overlap = overlappingValue(input.values);
    if (overlap) {
      const other = input.values[overlap.other];
      context.addIssue({
        code: "custom",
        path: ["values", overlap.index, "startDate"],
        params: {
          reason: "periodOverlap",
          values: { number: overlap.other + 1, start: other.startDate, end: other.endDate ?? "…" },
        },
      });
    }
  });

export type EmissionFactorInput = z.output<typeof emissionFactorInputSchema>;

const listFilters = {
  q: z.string().trim().max(200).optional(),
  utilityType: z.enum(METER_TYPES).optional(),
  ghgCategory: z.enum(GHG_CATEGORIES).optional(),
  basis: z.enum(FACTOR_BASES).optional(),
  ...archivedFilter,
};

const listSort = {
  name: "name",
  utilityType: "utilityType",
  lastModifiedDate: "lastModifiedDate",
} as const;

export const emissionFactorList = defineList({
  table: "EmissionFactor",
  sort: listSort,
  defaultSort: "name,asc",
  filters: listFilters,
});

/** An organization's factors, and with `origin=ALL` the catalogue's beside them (for a meter's picker). */
export const organizationFactorList = defineList({
  table: "EmissionFactor",
  sort: listSort,
  defaultSort: "name,asc",
  filters: { ...listFilters, origin: z.enum(["ORGANIZATION", "ALL"]).optional() },
});
