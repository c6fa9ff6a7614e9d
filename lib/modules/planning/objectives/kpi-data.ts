import "server-only";
import { queryRows, sql, type Sql } from "@/lib/platform/lists/query";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";
import { emissionStatement } from "@/lib/modules/monitoring/carbon/emissions";
import { tonnesExpression } from "@/lib/modules/monitoring/waste/account-sql";
import type { ObjectiveKpiName } from "./choices";
import { monthsBetween, type Aggregation, type Month, type MonthlyFigures } from "./progress";

// THE figures of an objective's KPI per month, read from the records the product already keeps:
// the meters' kept monthly quantities, the GHG account's statement, the waste account's monthly
// sums, the events, and the values entered by hand. One grouped statement per KPI.

export type KpiSource = {
  organizationId: string;
  kpi: ObjectiveKpiName;
  ghgScope: "SCOPE1" | "SCOPE2" | "BOTH" | null;
  eventKind: string | null;
  injuryOnly: boolean;
  intensityFigureId: string | null;
  intensityKind: "HOURS_WORKED" | "HEADCOUNT" | "PRODUCTION_OUTPUT" | null;
  meterIds: string[];
  objectiveId: string;
  baselineYear: number;
};

const AGGREGATION: Record<ObjectiveKpiName, Aggregation> = {
  METER_ENERGY: "SUM_12",
  METER_WATER: "SUM_12",
  CO2: "SUM_12",
  WASTE_TONNES: "SUM_12",
  RECYCLING_RATE: "RATE_12",
  EVENT_COUNT: "SUM_12",
  DAYS_SINCE_ACCIDENT: "LAST",
  MANUAL: "LAST",
};

/** The KPIs an intensity can divide: a rate, a count of days and a value entered by hand are read as they are. */
const PER_DIVISOR = new Set<ObjectiveKpiName>(["METER_ENERGY", "METER_WATER", "CO2", "WASTE_TONNES", "EVENT_COUNT"]);

/** The GHG account's lines each scope counts: scope 2 location-based, as the account's totals do. */
const SCOPE_LINES = {
  SCOPE1: ["SCOPE1_STATIONARY", "SCOPE1_MOBILE"],
  SCOPE2: ["SCOPE2_ELECTRICITY_LOCATION", "SCOPE2_DISTRICT_HEATING"],
  BOTH: ["SCOPE1_STATIONARY", "SCOPE1_MOBILE", "SCOPE2_ELECTRICITY_LOCATION", "SCOPE2_DISTRICT_HEATING"],
};

type Row = { month: Month; value: number; whole?: number };

const byMonth = (rows: Row[], field: "value" | "whole" = "value") =>
  new Map(rows.map((row) => [row.month, Number(row[field] ?? 0)]));

const monthColumn = (column: Sql) => sql`to_char(${column}, 'YYYY-MM')`;

async function meterMonths(meterIds: string[], from: string, to: string) {
  if (!meterIds.length) return [];
  return queryRows<Row>(sql`
    SELECT ${monthColumn(sql`q."month"`)} AS month, round(sum(q."quantity"), 9)::float8 AS value
    FROM "MeterMonthlyQuantity" q
    WHERE q."meterId" = ANY(${meterIds}::uuid[]) AND q."month" >= ${from}::date AND q."month" < ${to}::date
    GROUP BY 1`);
}

async function co2Months(source: KpiSource, from: string, to: string) {
  const lines = SCOPE_LINES[source.ghgScope ?? "BOTH"];
  return queryRows<Row>(sql`
    SELECT r.bucket AS month, (sum(r."co2Kg"::numeric) / 1000)::float8 AS value
    FROM (${emissionStatement({ organizations: subtreeIds(source.organizationId), from, to, bucket: "month" })}) r
    WHERE r."valueId" IS NOT NULL AND r."co2Kg" IS NOT NULL AND r.line = ANY(${lines}::text[])
    GROUP BY 1`);
}

async function wasteMonths(source: KpiSource, from: string, to: string) {
  return queryRows<Row>(sql`
    SELECT ${monthColumn(sql`l."month"`)} AS month,
           coalesce(sum(${tonnesExpression}) FILTER (WHERE o."group" = 'RECYCLING'), 0)::float8 AS value,
           coalesce(sum(${tonnesExpression}), 0)::float8 AS whole
    FROM "WasteMonthlyQuantity" l
    JOIN "WasteArrangement" a ON a.id = l."arrangementId"
    JOIN "TreatmentOperation" o ON o.code = a."treatmentCode"
    WHERE l."organizationId" IN (${subtreeIds(source.organizationId)})
      AND l."month" >= ${from}::date AND l."month" < ${to}::date
    GROUP BY 1`);
}

const eventConditions = (source: KpiSource) => sql`
  e."organizationId" IN (${subtreeIds(source.organizationId)}) AND e."archivedDate" IS NULL
  ${source.eventKind ? sql`AND e."kind" = ${source.eventKind}::"EventKind"` : sql``}
  ${source.injuryOnly ? sql`AND e."accidentOccurred"` : sql``}`;

async function eventMonths(source: KpiSource, from: string, to: string) {
  return queryRows<Row>(sql`
    SELECT ${monthColumn(sql`(e."occurredAt" AT TIME ZONE ${TIME_ZONE})`)} AS month, count(*)::float8 AS value
    FROM "Event" e
    WHERE ${eventConditions(source)}
      AND e."occurredAt" >= (${from}::timestamp AT TIME ZONE ${TIME_ZONE})
      AND e."occurredAt" < (${to}::timestamp AT TIME ZONE ${TIME_ZONE})
    GROUP BY 1`);
}

/**
 * Days from the last accident in which someone was hurt to each month's end (local); before the
 * first one, days from the start of the baseline year.
 */
async function daysSinceAccident(source: KpiSource, months: Month[]) {
  const accidents = await queryRows<{ day: string }>(sql`
    SELECT to_char(e."occurredAt" AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD') AS day FROM "Event" e
    WHERE ${eventConditions({ ...source, eventKind: "ACCIDENT", injuryOnly: true })}
    ORDER BY 1`);
  const days = accidents.map((row) => Date.parse(`${row.day}T00:00:00Z`));
  const start = Date.UTC(source.baselineYear, 0, 1);
  return new Map(
    months.map((month) => {
      const end = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0); // the month's last day
      const last = days.filter((day) => day <= end).at(-1) ?? start;
      return [month, Math.max(0, Math.round((end - last) / 86_400_000))];
    }),
  );
}

async function manualMonths(objectiveId: string) {
  return queryRows<Row>(sql`
    SELECT ${monthColumn(sql`v."month"`)} AS month, v."value"::float8 AS value
    FROM "ObjectiveValue" v WHERE v."objectiveId" = ${objectiveId}::uuid`);
}

/** An intensity's divisor per month; a headcount counts as its twelve-month average. */
async function divisorMonths(source: KpiSource, from: string, to: string) {
  if (!source.intensityFigureId) return undefined;
  const rows = await queryRows<Row>(sql`
    SELECT ${monthColumn(sql`v."month"`)} AS month, v."value"::float8 AS value
    FROM "ActivityFigureValue" v
    WHERE v."figureId" = ${source.intensityFigureId}::uuid AND v."month" >= ${from}::date AND v."month" < ${to}::date`);
  const share = source.intensityKind === "HEADCOUNT" ? 12 : 1;
  return new Map(rows.map((row) => [row.month, row.value / share]));
}

/**
 * The KPI's figures for every month from the year before the baseline year (its twelve months to
 * December of the baseline year need them) to `lastMonth`, and how a month's value is read.
 */
export async function kpiFigures(
  source: KpiSource,
  lastMonth: Month,
): Promise<{ figures: MonthlyFigures; aggregation: Aggregation }> {
  const firstMonth = `${source.baselineYear - 1}-01`;
  const from = `${firstMonth}-01`;
  const [year, month] = lastMonth.split("-").map(Number);
  const to = new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 10);
  const months = monthsBetween(firstMonth, lastMonth);
  const aggregation = AGGREGATION[source.kpi];
  // the divisors are read beside the figures, not before them
  const [divisors, figures] = await Promise.all([
    PER_DIVISOR.has(source.kpi) ? divisorMonths(source, from, to) : undefined,
    kpiValues(source, from, to, months),
  ]);
  return { aggregation, figures: { ...figures, divisors } };
}

/** The KPI's values per month (a rate's wholes too). */
async function kpiValues(source: KpiSource, from: string, to: string, months: Month[]): Promise<MonthlyFigures> {
  switch (source.kpi) {
    case "METER_ENERGY":
    case "METER_WATER":
      return { values: byMonth(await meterMonths(source.meterIds, from, to)) };
    case "CO2":
      return { values: byMonth(await co2Months(source, from, to)) };
    case "WASTE_TONNES":
      return { values: byMonth(await wasteMonths(source, from, to), "whole") };
    case "RECYCLING_RATE": {
      const rows = await wasteMonths(source, from, to);
      return { values: byMonth(rows), wholes: byMonth(rows, "whole") };
    }
    case "EVENT_COUNT": {
      // a month without events counts none: zero is a figure here
      const counted = byMonth(await eventMonths(source, from, to));
      return { values: new Map(months.map((each) => [each, counted.get(each) ?? 0])) };
    }
    case "DAYS_SINCE_ACCIDENT":
      return { values: await daysSinceAccident(source, months) };
    case "MANUAL":
      return { values: byMonth(await manualMonths(source.objectiveId)) };
  }
}
