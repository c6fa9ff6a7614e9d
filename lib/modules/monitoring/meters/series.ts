import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { notFound } from "@/lib/platform/api/errors";
import type { MeterType } from "@/lib/platform/units/catalogue";
import type { z } from "zod";
import type { meterSeriesSchema } from "./dto";
import { fromNormal, toNormal } from "./quantities";

type MonthSum = { month: string; quantity: string | null };
type MonthStats = {
  month: string;
  minimum: string;
  mean: string;
  maximum: string;
  readings: number;
  exceedances: number;
};

/** `YYYY-MM` of the twelve months of a year. */
const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, "0")}`);

/** January 1st of the year, local time, as the SQL's bound. */
const yearStart = (year: number) => `${year}-01-01 00:00:00`;

/**
 * The consumption of each month of two years, in the stored unit: the meter's kept monthly
 * quantities (MeterMonthlyQuantity), in which a period quantity is shared out over the days, and so
 * the months, its period (`periodStart`, `performedAt`] spans, in proportion to the time in each (a
 * reading on 3 February for January's consumption counts mostly for January); one without a period
 * counts in the month of its moment. Months are the organization's local months. Nine decimals: a
 * day of summer time leaves a rest in the twelfth.
 */
async function monthlySums(meterId: string, firstYear: number, lastYear: number): Promise<Map<string, string>> {
  const rows = await queryRows<MonthSum>(sql`
    SELECT to_char(q."month", 'YYYY-MM') AS "month", trim_scale(round(q."quantity", 9))::text AS "quantity"
    FROM "MeterMonthlyQuantity" q
    WHERE q."meterId" = ${meterId}::uuid
      AND q."month" >= ${`${firstYear}-01-01`}::date AND q."month" < ${`${lastYear + 1}-01-01`}::date`);
  return new Map(rows.map((row) => [row.month, row.quantity ?? "0"]));
}

/** Minimum, mean and maximum of each month's measurements, and how many lie outside the limits. */
async function monthlyStats(meterId: string, year: number, lower: string | null, upper: string | null) {
  const rows = await queryRows<MonthStats>(sql`
    SELECT to_char(date_trunc('month', r."performedAt" AT TIME ZONE ${TIME_ZONE}), 'YYYY-MM') AS "month",
           min(r."normalizedValue")::text AS "minimum", avg(r."normalizedValue")::text AS "mean",
           max(r."normalizedValue")::text AS "maximum", count(*)::int AS "readings",
           count(*) FILTER (WHERE r."normalizedValue" < ${lower}::numeric OR r."normalizedValue" > ${upper}::numeric)::int AS "exceedances"
    FROM "MeterReading" r
    WHERE r."meterId" = ${meterId}::uuid
      AND r."performedAt" >= ${yearStart(year)}::timestamp AT TIME ZONE ${TIME_ZONE}
      AND r."performedAt" < ${yearStart(year + 1)}::timestamp AT TIME ZONE ${TIME_ZONE}
    GROUP BY 1`);
  return new Map(rows.map((row) => [row.month, row]));
}

const significant = (value: { toSignificantDigits(digits: number): { toString(): string } }) =>
  value.toSignificantDigits(15).toString();

/**
 * A meter's chart of one year (this year by default) in the meter's unit: consumption meters each
 * month beside the same month of the year before; measurement meters each month's minimum, mean
 * and maximum, with the limit values and the number of readings beyond them.
 */
export async function meterSeries(
  org: OrgContext,
  meterId: string,
  askedYear?: number,
): Promise<z.output<typeof meterSeriesSchema>> {
  const meter = await db().meter.findFirst({
    where: ownRow(org, meterId),
    select: { id: true, meterType: true, unit: true, readingMode: true, lowerLimit: true, upperLimit: true },
  });
  if (!meter) throw notFound("Meter not found");
  const year = askedYear ?? calendarToday().getUTCFullYear();
  const unitOf = { meterType: meter.meterType as MeterType, unit: meter.unit };
  const limits = {
    lowerLimit: meter.lowerLimit?.toString() ?? null,
    upperLimit: meter.upperLimit?.toString() ?? null,
  };
  if (meter.readingMode === "MEASUREMENT") {
    const normal = (limit: string | null) => (limit === null ? null : toNormal(limit, meter.unit, unitOf).toString());
    const stats = await monthlyStats(meter.id, year, normal(limits.lowerLimit), normal(limits.upperLimit));
    const inUnit = (value: string) => significant(fromNormal(value, unitOf));
    return {
      kind: "MEASUREMENT" as const,
      year,
      unit: meter.unit,
      ...limits,
      months: monthsOf(year).map((month) => {
        const row = stats.get(month);
        return {
          month,
          minimum: row ? inUnit(row.minimum) : null,
          mean: row ? inUnit(row.mean) : null,
          maximum: row ? inUnit(row.maximum) : null,
          readings: row?.readings ?? 0,
          exceedances: row?.exceedances ?? 0,
        };
      }),
    };
  }
  const sums = await monthlySums(meter.id, year - 1, year);
  const inUnit = (value: string | undefined) =>
    value === undefined ? null : significant(fromNormal(value, unitOf, true));
  return {
    kind: "CONSUMPTION" as const,
    year,
    unit: meter.unit,
    months: monthsOf(year).map((month) => ({
      month,
      quantity: inUnit(sums.get(month)),
      previousYear: inUnit(sums.get(`${year - 1}${month.slice(4)}`)),
    })),
  };
}
