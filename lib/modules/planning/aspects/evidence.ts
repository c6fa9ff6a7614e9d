import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addMonths } from "@/lib/platform/recurrence/frequency";
import { Decimal, sumOf } from "@/lib/platform/units/decimal";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { emissionStatement, type EmissionRow } from "@/lib/modules/monitoring/carbon/emissions";
import { SCOPE_OF, type GhgLine } from "@/lib/modules/monitoring/carbon/lines";
import { unitSymbol } from "@/lib/modules/monitoring/meters/groups";
import { groupOfType } from "@/lib/modules/monitoring/meters/kinds";
import { normalUnitOf } from "@/lib/modules/monitoring/meters/quantities";
import { tonnesExpression } from "@/lib/modules/monitoring/waste/account-sql";
import type { AspectEvidence } from "./dto";

/** The symbol of the unit a meter's quantities are kept in (kWh, m³ …); a custom meter's is its own. */
const storedSymbol = (meter: { meterType: MeterType; unit: string }) =>
  meter.meterType === "CUSTOM" ? meter.unit : unitSymbol(groupOfType(meter.meterType), normalUnitOf(meter));

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last twelve whole months and the twelve before them, as local first days. */
function evidencePeriod(today: Date) {
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const from = addMonths(to, -12);
  return { previousFrom: isoDay(addMonths(from, -12)), from: isoDay(from), to: isoDay(to) };
}

type PeriodSums = { current: Decimal | null; previous: Decimal | null };

/** Text for a figure: nine decimals at most, as the meters keep them. */
const figure = (value: Decimal | null, decimals: number) =>
  value === null ? null : value.toDecimalPlaces(decimals).toSignificantDigits(15).toFixed();

/**
 * A meter's CO2 in each period: scope 1 and scope 2 location-based, the account's own lines (the
 * market-based line restates electricity, and biogenic CO2 is outside the scopes). Incomplete
 * where some of the current period's quantity has no factor of those lines.
 */
async function meterCo2(org: OrgContext, meterId: string, period: ReturnType<typeof evidencePeriod>) {
  const rows = await queryRows<EmissionRow>(
    emissionStatement({
      organizations: sql`SELECT ${org.organizationId}::uuid AS id`,
      from: period.previousFrom,
      to: period.to,
      bucket: "month",
      meterId,
    }),
  );
  const counts = (row: EmissionRow) =>
    row.line === null || (row.line !== "SCOPE2_ELECTRICITY_MARKET" && SCOPE_OF[row.line as GhgLine] !== null);
  const counted = rows.filter(counts);
  const covered = counted.filter((row) => row.valueId !== null && row.co2Kg !== null);
  const inCurrent = (row: EmissionRow) => `${row.bucket}-01` >= period.from;
  const tonnes = (rows: EmissionRow[]) => (rows.length ? sumOf(rows.map((row) => row.co2Kg)).div(1000) : null);
  return {
    current: tonnes(covered.filter(inCurrent)),
    previous: tonnes(covered.filter((row) => !inCurrent(row))),
    incomplete: counted.some((row) => inCurrent(row) && row.valueId === null && new Decimal(row.quantity).gt(0)),
  };
}

/** A meter's consumption in each period, in its stored unit, from its kept monthly quantities. */
async function meterQuantities(meterId: string, period: ReturnType<typeof evidencePeriod>): Promise<PeriodSums> {
  const [row] = await queryRows<{ current: string | null; previous: string | null }>(sql`
    SELECT sum(q."quantity") FILTER (WHERE q."month" >= ${period.from}::date)::text AS current,
           sum(q."quantity") FILTER (WHERE q."month" < ${period.from}::date)::text AS previous
    FROM "MeterMonthlyQuantity" q
    WHERE q."meterId" = ${meterId}::uuid AND q."month" >= ${period.previousFrom}::date AND q."month" < ${period.to}::date`);
  return {
    current: row?.current ? new Decimal(row.current) : null,
    previous: row?.previous ? new Decimal(row.previous) : null,
  };
}

/** Each arrangement's tonnes in each period (a quantity that cannot be weighed is left out). */
async function arrangementTonnes(ids: string[], period: ReturnType<typeof evidencePeriod>) {
  if (!ids.length) return new Map<string, PeriodSums>();
  const rows = await queryRows<{ id: string; current: string | null; previous: string | null }>(sql`
    SELECT a.id::text AS id,
           sum(${tonnesExpression}) FILTER (WHERE l."month" >= ${period.from}::date)::text AS current,
           sum(${tonnesExpression}) FILTER (WHERE l."month" < ${period.from}::date)::text AS previous
    FROM "WasteMonthlyQuantity" l JOIN "WasteArrangement" a ON a.id = l."arrangementId"
    WHERE a.id = ANY(${ids}::uuid[]) AND l."month" >= ${period.previousFrom}::date AND l."month" < ${period.to}::date
    GROUP BY a.id`);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        current: row.current ? new Decimal(row.current) : null,
        previous: row.previous ? new Decimal(row.previous) : null,
      },
    ]),
  );
}

/**
 * The measured figures behind an aspect, so its significance rests on quantities: each linked
 * meter's consumption (kWh, m³ …) and CO2, each waste arrangement's tonnes, for the last twelve
 * whole months beside the twelve before them, and each registered chemical's amount on hand (the
 * register keeps no history of it).
 */
export async function aspectEvidence(
  org: OrgContext,
  aspect: { meters: { id: string }[]; wasteArrangements: { id: string }[]; chemicals: { id: string }[] },
): Promise<AspectEvidence> {
  const period = evidencePeriod(calendarToday());
  const [meters, arrangements, chemicals] = await Promise.all([
    db().meter.findMany({
      where: { id: { in: aspect.meters.map((meter) => meter.id) }, organizationId: org.organizationId },
      select: { id: true, name: true, meterType: true, unit: true },
      orderBy: { name: "asc" },
    }),
    db().wasteArrangement.findMany({
      where: { id: { in: aspect.wasteArrangements.map((arrangement) => arrangement.id) } },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
    db().chemicalAssociation.findMany({
      where: { id: { in: aspect.chemicals.map((chemical) => chemical.id) } },
      select: { id: true, name: true, amount: true, amountUnit: true },
      orderBy: { name: "asc" },
    }),
  ]);
  const [meterFigures, tonnes] = await Promise.all([
    Promise.all(
      meters.map(async (meter) => ({
        meter,
        quantity: await meterQuantities(meter.id, period),
        co2: await meterCo2(org, meter.id, period),
      })),
    ),
    arrangementTonnes(
      arrangements.map((arrangement) => arrangement.id),
      period,
    ),
  ]);
  const month = (day: string) => day.slice(0, 7);
  return {
    period: { from: month(period.from), to: month(period.to), previousFrom: month(period.previousFrom) },
    meters: meterFigures.map(({ meter, quantity, co2 }) => ({
      id: meter.id,
      name: meter.name,
      quantity: {
        current: figure(quantity.current, 9),
        previous: figure(quantity.previous, 9),
        unit: storedSymbol({ meterType: meter.meterType as MeterType, unit: meter.unit }),
      },
      co2Tonnes: { current: figure(co2.current, 3), previous: figure(co2.previous, 3), unit: "t" },
      co2Incomplete: co2.incomplete,
    })),
    wasteArrangements: arrangements.map((arrangement) => {
      const sums = tonnes.get(arrangement.id);
      return {
        id: arrangement.id,
        name: arrangement.name,
        tonnes: { current: figure(sums?.current ?? null, 3), previous: figure(sums?.previous ?? null, 3), unit: "t" },
      };
    }),
    chemicals: chemicals.map((chemical) => ({
      id: chemical.id,
      name: chemical.name,
      amount: chemical.amount?.toString() ?? null,
      unit: chemical.amountUnit,
    })),
  };
}
