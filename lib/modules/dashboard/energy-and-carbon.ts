import "server-only";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { emissionStatement, type EmissionRow } from "@/lib/modules/monitoring/carbon/emissions";
import { locationStandIns } from "@/lib/modules/monitoring/carbon/market-based";
import { sumOf } from "@/lib/platform/units/decimal";
import type { GhgLine } from "@/lib/modules/monitoring/carbon/lines";
import type { MonthlyComparison } from "./chart-scale";

// The dashboard's energy and CO2 of this year beside last year, month by month, for the active
// organization and everything below it. Energy is what electricity and heat meters consumed (both
// kept in kWh); CO2 is what the greenhouse-gas account adds up as scope 1 and scope 2 location-based
// (the method every organization has; biogenic CO2 is a memo item and never counts), from the same
// statement, so the dashboard and the account cannot disagree. Both to three decimals (Wh and g): a day
// of summer time leaves a rest far below that when a period is shared out over its days.

const ENERGY_METER_TYPES = ["ELECTRICITY", "HEAT"];
const COUNTED_LINES: GhgLine[] = [
  "SCOPE1_STATIONARY",
  "SCOPE1_MOBILE",
  "SCOPE2_ELECTRICITY_LOCATION",
  "SCOPE2_DISTRICT_HEATING",
];

export type EnergyAndCarbon = {
  year: number;
  energyKwh: MonthlyComparison;
  co2Kg: MonthlyComparison;
  /** some consumption in the two years has no emission factor, so its CO2 is not in the figures */
  co2Incomplete: boolean;
  /** per year shown, the years of the factor values standing in for its own (empty: none provisional) */
  co2ProvisionalFactorYears: { lastYear: number[]; thisYear: number[] };
  /** scope 2 of this year to date, location-based and market-based side by side (GHG Protocol dual reporting) */
  scope2ToDate: { locationKg: number; marketKg: number };
  /** false when no meter below the organization has a quantity in either year */
  hasFigures: boolean;
};

type MonthValue = { month: string; value: string };

/** `YYYY-MM` sums as two rows of twelve; months of this year after `lastMonth` are null. */
function comparison(rows: MonthValue[], year: number, lastMonth: number): MonthlyComparison {
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.value)]));
  const valueOf = (y: number, month: number) => byMonth.get(`${y}-${String(month).padStart(2, "0")}`) ?? 0;
  const months = Array.from({ length: 12 }, (_, index) => index + 1);
  return {
    lastYear: months.map((month) => valueOf(year - 1, month)),
    thisYear: months.map((month) => (month > lastMonth ? null : valueOf(year, month))),
  };
}

type CarbonRow = EmissionRow & { energy: boolean; standInYear: number | null };

const inYear = (year: number) => (row: { bucket: string }) => row.bucket.startsWith(`${year}-`);

function standInYears(rows: CarbonRow[], year: number) {
  const years = rows.filter(inYear(year)).flatMap((row) => (row.standInYear === null ? [] : [row.standInYear]));
  return [...new Set(years)].sort((a, b) => a - b);
}

const kgOf = (rows: { co2Kg: string | null }[]) => sumOf(rows.map((row) => row.co2Kg));

/** Scope 2 of this year to date both ways: location-based, and market-based with its stand-ins. */
function scope2ToDate(rows: CarbonRow[], year: number, lastMonth: number) {
  const toDate = rows.filter((row) => inYear(year)(row) && Number(row.bucket.slice(5)) <= lastMonth);
  const of = (lines: string[]) => kgOf(toDate.filter((row) => row.line !== null && lines.includes(row.line)));
  const heating = of(["SCOPE2_DISTRICT_HEATING"]);
  const standIns = sumOf(locationStandIns(toDate).map((standIn) => standIn.co2Kg));
  return {
    locationKg: of(["SCOPE2_ELECTRICITY_LOCATION"]).plus(heating).toDecimalPlaces(3).toNumber(),
    marketKg: of(["SCOPE2_ELECTRICITY_MARKET"]).plus(standIns).plus(heating).toDecimalPlaces(3).toNumber(),
  };
}

export async function energyAndCarbon(organizationIds: string[], today: Date): Promise<EnergyAndCarbon> {
  const year = today.getUTCFullYear();
  const from = `${year - 1}-01-01`;
  const to = `${year + 1}-01-01`;
  const [energy, rows] = await Promise.all([
    queryRows<MonthValue>(sql`
      SELECT to_char(q."month", 'YYYY-MM') AS "month", round(sum(q."quantity"), 3)::text AS "value"
      FROM "MeterMonthlyQuantity" q
      JOIN "Meter" m ON m.id = q."meterId"
      WHERE q."organizationId" = ANY(${organizationIds}::uuid[])
        AND m."meterType"::text = ANY(${ENERGY_METER_TYPES}::text[])
        AND q."month" >= ${from}::date AND q."month" < ${to}::date
      GROUP BY 1`),
    queryRows<CarbonRow>(sql`
      SELECT r.*, m."meterType"::text = ANY(${ENERGY_METER_TYPES}::text[]) AS "energy",
             -- a stand-in value has ended: it is the factor of the year it ended in
             CASE WHEN r."provisional" THEN extract(year FROM v."endDate")::int END AS "standInYear"
      FROM (${emissionStatement({
        organizations: sql`SELECT unnest(${organizationIds}::uuid[]) AS id`,
        from,
        to,
        bucket: "month",
      })}) r
      JOIN "Meter" m ON m.id = r."meterId"::uuid
      LEFT JOIN "EmissionFactorValue" v ON v.id = r."valueId"::uuid`),
  ]);
  // a meter with no factor at all counts as missing CO2 only where it is energy the chart shows
  const counted = rows.filter((row) =>
    row.line === null ? row.energy : (COUNTED_LINES as string[]).includes(row.line),
  );
  const byMonth = new Map<string, CarbonRow[]>();
  for (const row of counted) {
    const month = byMonth.get(row.bucket);
    if (month) month.push(row);
    else byMonth.set(row.bucket, [row]);
  }
  const carbon = [...byMonth].map(([month, inMonth]) => ({
    month,
    value: kgOf(inMonth).toDecimalPlaces(3).toFixed(),
  }));
  const lastMonth = today.getUTCMonth() + 1;
  return {
    year,
    energyKwh: comparison(energy, year, lastMonth),
    co2Kg: comparison(carbon, year, lastMonth),
    co2Incomplete: counted.some((row) => row.valueId === null && row.certificateId === null),
    co2ProvisionalFactorYears: {
      lastYear: standInYears(counted, year - 1),
      thisYear: standInYears(counted, year),
    },
    scope2ToDate: scope2ToDate(rows, year, lastMonth),
    hasFigures: energy.length > 0 || carbon.length > 0,
  };
}
