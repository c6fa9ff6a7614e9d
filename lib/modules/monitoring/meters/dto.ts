import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dueStatus } from "@/lib/platform/recurrence/due-status";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { fromNormal } from "./quantities";
import { groupOfType } from "./kinds";

export const meterListSelect = {
  id: true,
  name: true,
  meterType: true,
  unit: true,
  readingMode: true,
  identifier: true,
  frequency: true,
  nextReadingDate: true,
  lowerLimit: true,
  upperLimit: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  area: { select: { id: true, name: true } },
} satisfies Prisma.MeterSelect;

type MeterListRow = Prisma.MeterGetPayload<{ select: typeof meterListSelect }>;

/** Overdue when the next reading date has passed, due soon within 30 days; null without a frequency. */
const readingStatus = (next: Date | null, today: Date) => (next ? dueStatus(next, today) : null);

export function toMeterListRow(row: MeterListRow, today: Date) {
  return {
    ...row,
    unitGroup: groupOfType(row.meterType as MeterType),
    lowerLimit: row.lowerLimit?.toString() ?? null,
    upperLimit: row.upperLimit?.toString() ?? null,
    nextReadingDate: toWireDate(row.nextReadingDate),
    readingStatus: readingStatus(row.nextReadingDate, today),
  };
}

export const meterSelect = {
  ...meterListSelect,
  limitSource: true,
  note: true,
  files: attachedFiles,
  readings: {
    select: { performedAt: true, value: true, unit: true },
    orderBy: { performedAt: "desc" },
    take: 1,
  },
  _count: { select: { readings: true } },
} satisfies Prisma.MeterSelect;

export function toMeterDto(
  { files, readings, _count, ...row }: Prisma.MeterGetPayload<{ select: typeof meterSelect }>,
  today: Date,
) {
  const latest = readings[0];
  return {
    ...toMeterListRow(row, today),
    limitSource: row.limitSource,
    note: row.note,
    files: files.map(toFileDto),
    readingCount: _count.readings,
    latestReading: latest
      ? { performedAt: latest.performedAt, value: latest.value.toString(), unit: latest.unit }
      : null,
  };
}

export type MeterDto = ReturnType<typeof toMeterDto>;

export const readingSelect = {
  id: true,
  meterId: true,
  performedAt: true,
  value: true,
  unit: true,
  normalizedValue: true,
  reset: true,
  periodStart: true,
  quantity: true,
  note: true,
  createdDate: true,
  lastModifiedDate: true,
  files: attachedFiles,
} satisfies Prisma.MeterReadingSelect;

type ReadingRow = Prisma.MeterReadingGetPayload<{ select: typeof readingSelect }>;

/** What a reading is read against: its meter's unit and limits. */
export type ReadingMeter = {
  meterType: MeterType;
  unit: string;
  lowerLimit: Prisma.Decimal | null;
  upperLimit: Prisma.Decimal | null;
};

/**
 * A reading with its value and the period's quantity in the meter's unit, and whether it lies
 * outside the meter's limit values.
 */
export function toReadingDto({ files, ...row }: ReadingRow, meter: ReadingMeter) {
  const inMeterUnit = fromNormal(row.normalizedValue.toString(), meter);
  const below = meter.lowerLimit !== null && inMeterUnit.lessThan(meter.lowerLimit.toString());
  const above = meter.upperLimit !== null && inMeterUnit.greaterThan(meter.upperLimit.toString());
  return {
    ...row,
    value: row.value.toString(),
    normalizedValue: row.normalizedValue.toString(),
    quantity: row.quantity?.toString() ?? null,
    valueInMeterUnit: inMeterUnit.toString(),
    quantityInMeterUnit: row.quantity === null ? null : fromNormal(row.quantity.toString(), meter, true).toString(),
    exceedance: below ? ("BELOW" as const) : above ? ("ABOVE" as const) : null,
    files: files.map(toFileDto),
  };
}

export type ReadingDto = ReturnType<typeof toReadingDto>;
