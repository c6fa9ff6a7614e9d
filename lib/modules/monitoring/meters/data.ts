import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { dueCondition } from "@/lib/platform/recurrence/due-condition";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import type { MeterType } from "@/lib/platform/units/catalogue";
import {
  meterListSelect,
  meterSelect,
  readingSelect,
  toMeterDto,
  toMeterListRow,
  toReadingDto,
  type ReadingMeter,
} from "./dto";
import { toNormal } from "./quantities";
import { meterList, readingList } from "./schema";

type MeterListRow = ReturnType<typeof toMeterListRow>;

/** The organization's meters matching the query, for a page or an export. */
export function meterSource(org: OrgContext, query: ListQuery<typeof meterList>): ListSource<MeterListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."name" ILIKE ${text} OR t."identifier" ILIKE ${text} OR t."note" ILIKE ${text})`,
      query.meterType && sql`t."meterType" = ${query.meterType}::"MeterType"`,
      // on the stored next reading date, which the list's index serves
      query.status && dueCondition(sql`t."nextReadingDate"`, query.status, calendarToday()),
    ],
    rows: async (ids) => {
      const today = calendarToday();
      const rows = await db().meter.findMany({ where: { id: { in: ids } }, select: meterListSelect });
      return rows.map((row) => toMeterListRow(row, today));
    },
  };
}

export const listMeters = (org: OrgContext, query: ListQuery<typeof meterList>) =>
  listPage(meterList, query, meterSource(org, query));

export async function getMeter(org: OrgContext, id: string) {
  const row = await db().meter.findFirst({ where: ownRow(org, id), select: meterSelect });
  if (!row) throw notFound("Meter not found");
  return toMeterDto(row, calendarToday());
}

const readingMeterSelect = { id: true, meterType: true, unit: true, lowerLimit: true, upperLimit: true } as const;

/** The meter a reading belongs to, the organization's own (404 otherwise). */
async function readingMeterOf(org: OrgContext, meterId: string): Promise<ReadingMeter & { id: string }> {
  const meter = await db().meter.findFirst({ where: ownRow(org, meterId), select: readingMeterSelect });
  if (!meter) throw notFound("Meter not found");
  return { ...meter, meterType: meter.meterType as MeterType };
}

/** Readings outside the limits: the limits in the stored unit, compared in SQL. */
function exceedanceCondition(meter: ReadingMeter, wanted: "true" | "false" | undefined) {
  if (!wanted) return null;
  const lower = meter.lowerLimit === null ? null : toNormal(meter.lowerLimit.toString(), meter.unit, meter).toString();
  const upper = meter.upperLimit === null ? null : toNormal(meter.upperLimit.toString(), meter.unit, meter).toString();
  const outside = sql`(t."normalizedValue" < ${lower}::numeric OR t."normalizedValue" > ${upper}::numeric)`;
  return wanted === "true" ? sql`coalesce(${outside}, false)` : sql`NOT coalesce(${outside}, false)`;
}

/** A meter's readings, newest first by default, for a page or an export. */
export async function readingSource(org: OrgContext, meterId: string, query: ListQuery<typeof readingList>) {
  const meter = await readingMeterOf(org, meterId);
  return {
    tenant: sql`t."meterId" = ${meter.id}::uuid`,
    filters: [exceedanceCondition(meter, query.exceedances)],
    rows: async (ids: string[]) =>
      (await db().meterReading.findMany({ where: { id: { in: ids } }, select: readingSelect })).map((row) =>
        toReadingDto(row, meter),
      ),
  } satisfies ListSource<ReturnType<typeof toReadingDto>>;
}

export const listReadings = async (org: OrgContext, meterId: string, query: ListQuery<typeof readingList>) =>
  listPage(readingList, query, await readingSource(org, meterId, query));

export async function getReading(org: OrgContext, meterId: string, readingId: string) {
  const meter = await readingMeterOf(org, meterId);
  const row = await db().meterReading.findFirst({
    where: { id: readingId, meterId: meter.id, organizationId: org.organizationId },
    select: readingSelect,
  });
  if (!row) throw notFound("Reading not found");
  return toReadingDto(row, meter);
}
