import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Frequency, MeterReadingMode } from "@/lib/generated/prisma/enums";
import { dueStatus } from "@/lib/platform/recurrence/due-status";
import { dateStatusSchema } from "@/lib/platform/recurrence/schema";
import { METER_TYPES, UNIT_GROUPS, type MeterType } from "@/lib/platform/units/catalogue";
import { fromNormal } from "./quantities";
import { groupOfType, READING_MODES } from "./kinds";

const meterTypeSchema = z.enum(METER_TYPES);
const unitGroupSchema = z.enum(UNIT_GROUPS);

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

export const meterListRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  meterType: meterTypeSchema,
  unitGroup: unitGroupSchema,
  unit: z.string(),
  readingMode: z.enum(MeterReadingMode),
  identifier: z.string().nullable(),
  frequency: z.enum(Frequency).nullable(),
  nextReadingDate: wireDate.nullable(),
  readingStatus: dateStatusSchema.nullable(),
  /** Limit values in the meter's unit, as decimal text. */
  lowerLimit: z.string().nullable(),
  upperLimit: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  area: idName.nullable(),
});

export const meterPageSchema = pageSchema(meterListRowSchema);

export function toMeterListRow(row: MeterListRow, today: Date): z.output<typeof meterListRowSchema> {
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

export const meterSchema = meterListRowSchema.extend({
  limitSource: z.string().nullable(),
  note: z.string().nullable(),
  files: z.array(fileSchema),
  readingCount: z.number(),
  latestReading: z.object({ performedAt: dateTime, value: z.string(), unit: z.string() }).nullable(),
});

export type MeterDto = z.output<typeof meterSchema>;

export function toMeterDto(
  { files, readings, _count, ...row }: Prisma.MeterGetPayload<{ select: typeof meterSelect }>,
  today: Date,
): MeterDto {
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
 * outside the meter's limit values. Decimals are decimal text.
 */
export const readingSchema = z.object({
  id: z.string(),
  meterId: z.string(),
  performedAt: dateTime,
  value: z.string(),
  unit: z.string(),
  normalizedValue: z.string(),
  reset: z.boolean(),
  periodStart: dateTime.nullable(),
  quantity: z.string().nullable(),
  note: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  valueInMeterUnit: z.string(),
  quantityInMeterUnit: z.string().nullable(),
  exceedance: z.enum(["BELOW", "ABOVE"]).nullable(),
  files: z.array(fileSchema),
});

export type ReadingDto = z.output<typeof readingSchema>;

export const readingPageSchema = pageSchema(readingSchema);

export function toReadingDto({ files, ...row }: ReadingRow, meter: ReadingMeter): ReadingDto {
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

/** The meter types with their unit group and reading modes, and the units of each group (meterGroups). */
export const meterGroupsSchema = z.object({
  types: z.array(
    z.object({
      type: meterTypeSchema,
      group: unitGroupSchema,
      concrete: z.boolean(),
      readingModes: z.array(z.enum(READING_MODES)),
    }),
  ),
  groups: z.array(
    z.object({
      group: unitGroupSchema,
      normalUnit: z.string(),
      units: z.array(z.object({ code: z.string(), symbol: z.string(), fuel: z.boolean() })),
    }),
  ),
});

const seriesMonthsOf = <T extends z.ZodRawShape>(month: T) => z.array(z.object({ month: z.string(), ...month }));

/**
 * A meter's chart of one year (meterSeries), quantities as decimal text in the meter's unit:
 * consumption beside the year before, or a measurement's monthly minimum, mean and maximum.
 */
export const meterSeriesSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("CONSUMPTION"),
    year: z.number(),
    unit: z.string(),
    months: seriesMonthsOf({ quantity: z.string().nullable(), previousYear: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal("MEASUREMENT"),
    year: z.number(),
    unit: z.string(),
    lowerLimit: z.string().nullable(),
    upperLimit: z.string().nullable(),
    months: seriesMonthsOf({
      minimum: z.string().nullable(),
      mean: z.string().nullable(),
      maximum: z.string().nullable(),
      readings: z.number(),
      exceedances: z.number(),
    }),
  }),
]);
