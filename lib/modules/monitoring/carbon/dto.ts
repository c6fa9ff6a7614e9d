// The carbon answers: a meter's CO2 by month, the greenhouse-gas account and the factors linked to a
// meter. Quantities and kilograms are decimal text, so no figure is rounded on its way.
import { z } from "zod";
import { EmissionFactorBasis, EnergySource, GhgCategory, MeterType } from "@/lib/generated/prisma/enums";
import { dateTime, idName, wireDate } from "@/lib/platform/api/response";
import { GHG_LINES } from "./lines";

/**
 * A meter's CO2 per month, per account line, in kg (meterCarbon). A month whose quantity no factor
 * covers has `co2Kg` null and its quantity in `missingQuantity`.
 */
export const meterCarbonSchema = z.object({
  meterId: z.string(),
  year: z.number(),
  years: z.number(),
  quantityUnit: z.string(),
  lines: z.array(z.string()),
  months: z.array(
    z.object({
      month: z.string(),
      byLine: z.array(
        z.object({
          line: z.string(),
          co2Kg: z.string().nullable(),
          /** Some of the month's CO2 comes from a factor's last value standing in for a later one. */
          provisional: z.boolean(),
          missingQuantity: z.string(),
        }),
      ),
      missingQuantity: z.string(),
    }),
  ),
});

const lineSchema = z.enum(GHG_LINES);
const scopeSchema = z.literal([1, 2]).nullable();

/** One line of the account: a meter and factor value, its quantity, the factor and the result. */
const accountLineSchema = z.object({
  line: lineSchema,
  scope: scopeSchema,
  meterId: z.string(),
  meterName: z.string(),
  organizationName: z.string(),
  /** Null for the quantity no factor value covers (and for certificates and location stand-ins). */
  factor: z
    .object({
      id: z.string(),
      name: z.string(),
      source: z.string(),
      sourceUrl: z.string().nullable(),
      basis: z.string(),
      co2Equivalent: z.boolean(),
      catalogue: z.boolean(),
      valueId: z.string(),
      value: z.string(),
      meterUnit: z.string(),
      emissionUnit: z.string(),
      startDate: wireDate,
      endDate: wireDate.nullable(),
      /** The value is the catalogue factor's last, standing in after its end until the next is published. */
      provisional: z.boolean(),
    })
    .nullable(),
  /** Guarantees of origin that cover the quantity (market-based, at 0 g CO2/kWh); null for the others. */
  certificate: z
    .object({
      id: z.string(),
      reference: z.string(),
      energySource: z.enum(EnergySource),
      startDate: wireDate,
      endDate: wireDate,
    })
    .nullable(),
  /**
   * Market-based electricity no certificate or market-based factor covers, counted at the meter's
   * location-based rate (no residual mix for it): the GHG Protocol's last resort, said plainly.
   */
  locationStandIn: z.boolean(),
  /** In the meter group's stored unit. */
  quantity: z.string(),
  quantityUnit: z.string(),
  /** In the factor's meter unit: quantity × this × the factor value = the result. */
  factorQuantity: z.string().nullable(),
  co2Kg: z.string().nullable(),
});

export type AccountLine = z.output<typeof accountLineSchema>;

/** The greenhouse-gas account of an organization and everything below it for a year (ghgAccount). */
export const ghgAccountSchema = z.object({
  year: z.number(),
  lines: z.array(accountLineSchema),
  totals: z.array(
    z.object({
      line: lineSchema,
      scope: scopeSchema,
      co2Kg: z.string().nullable(),
      incomplete: z.boolean(),
      /** The years of the factor values that stand in for this year's (empty: none provisional). */
      provisionalFactorYears: z.array(z.number()),
    }),
  ),
  scope1Kg: z.string(),
  scope2LocationKg: z.string(),
  /** Certificates and market-based factors first, then each meter's location-based rate (marketStandIns). */
  scope2MarketKg: z.string(),
  biogenicKg: z.string(),
  /** Per scope total, the years of the factor values that stand in for this year's (empty: none). */
  provisional: z.object({
    scope1: z.array(z.number()),
    scope2Location: z.array(z.number()),
    scope2Market: z.array(z.number()),
    biogenic: z.array(z.number()),
  }),
  /** The meters whose market-based electricity counts, in part or whole, at their location-based rate. */
  marketStandIns: z.array(z.object({ meterId: z.string(), meterName: z.string(), organizationName: z.string() })),
  incomplete: z.boolean(),
  /** The calendar years each linked factor has values for, as runs (`to` null: until further notice). */
  factorYears: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      catalogue: z.boolean(),
      runs: z.array(z.object({ from: z.number(), to: z.number().nullable() })),
    }),
  ),
  metersWithoutFactor: z.array(
    z.object({
      meterId: z.string(),
      meterName: z.string(),
      organizationName: z.string(),
      quantity: z.string(),
      quantityUnit: z.string(),
    }),
  ),
});

export type GhgAccount = z.output<typeof ghgAccountSchema>;

/** The factors that apply to a meter (meterFactors), catalogue ones marked. */
export const meterFactorsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    utilityType: z.enum(MeterType),
    ghgCategory: z.enum(GhgCategory),
    basis: z.enum(EmissionFactorBasis),
    source: z.string(),
    catalogue: z.boolean(),
  }),
);

/** A meter's guarantees of origin, newest period first (meterGuarantees). */
export const guaranteeSchema = z.object({
  id: z.string(),
  meterId: z.string(),
  startMonth: z.string(),
  endMonth: z.string(),
  volumeMwh: z.string(),
  energySource: z.enum(EnergySource),
  issuer: z.string().nullable(),
  reference: z.string(),
  note: z.string().nullable(),
  files: z.array(idName),
  recordedAt: dateTime,
  recordedByName: z.string().nullable(),
});

export const guaranteesSchema = z.array(guaranteeSchema);
