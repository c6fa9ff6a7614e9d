import "server-only";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { emissionStatement } from "@/lib/modules/monitoring/carbon/emissions";
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

function standInYears(rows: { month: string; standIns: number[] }[], year: number) {
  const years = rows.filter((row) => row.month.startsWith(`${year}-`)).flatMap((row) => row.standIns);
  return [...new Set(years)].sort((a, b) => a - b);
}

export async function energyAndCarbon(organizationIds: string[], today: Date): Promise<EnergyAndCarbon> {
  const year = today.getUTCFullYear();
  const from = `${year - 1}-01-01`;
  const to = `${year + 1}-01-01`;
  const [energy, carbon] = await Promise.all([
    queryRows<MonthValue>(sql`
      SELECT to_char(q."month", 'YYYY-MM') AS "month", round(sum(q."quantity"), 3)::text AS "value"
      FROM "MeterMonthlyQuantity" q
      JOIN "Meter" m ON m.id = q."meterId"
      WHERE q."organizationId" = ANY(${organizationIds}::uuid[])
        AND m."meterType"::text = ANY(${ENERGY_METER_TYPES}::text[])
        AND q."month" >= ${from}::date AND q."month" < ${to}::date
      GROUP BY 1`),
    queryRows<MonthValue & { missing: boolean; standIns: number[] }>(sql`
      SELECT r."bucket" AS "month", round(coalesce(sum(r."co2Kg"::numeric), 0), 3)::text AS "value",
             bool_or(r."valueId" IS NULL) AS "missing",
             -- a stand-in value has ended: it is the factor of the year it ended in
             coalesce(array_agg(DISTINCT extract(year FROM v."endDate")::int) FILTER (WHERE r."provisional"), '{}') AS "standIns"
      FROM (${emissionStatement({
        organizations: sql`SELECT unnest(${organizationIds}::uuid[]) AS id`,
        from,
        to,
        bucket: "month",
      })}) r
      JOIN "Meter" m ON m.id = r."meterId"::uuid
      LEFT JOIN "EmissionFactorValue" v ON v.id = r."valueId"::uuid
      -- a meter with no factor at all counts as missing CO2 only where it is energy the chart shows
      WHERE r."line" = ANY(${COUNTED_LINES}::text[])
         OR (r."line" IS NULL AND m."meterType"::text = ANY(${ENERGY_METER_TYPES}::text[]))
      GROUP BY 1`),
  ]);
  const lastMonth = today.getUTCMonth() + 1;
  return {
    year,
    energyKwh: comparison(energy, year, lastMonth),
    co2Kg: comparison(carbon, year, lastMonth),
    co2Incomplete: carbon.some((row) => row.missing),
    co2ProvisionalFactorYears: {
      lastYear: standInYears(carbon, year - 1),
      thisYear: standInYears(carbon, year),
    },
    hasFigures: energy.length > 0 || carbon.length > 0,
  };
}
