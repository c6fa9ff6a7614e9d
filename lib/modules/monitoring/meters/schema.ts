// The meter and reading list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { nullable, optionalText, timestamp } from "@/lib/platform/fields/fields";
import { idempotencyKeyField } from "@/lib/platform/fields/idempotency";
import { decimalNumber, optionalDecimal } from "@/lib/platform/fields/decimal";
import { isUnitOfGroup } from "@/lib/platform/units/convert";
import { METER_TYPES } from "@/lib/platform/units/catalogue";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { groupOfType, MODES_OF_TYPE, READING_MODES } from "./kinds";
import { METER_DUE_STATUSES } from "./choices";

export const meterList = defineList({
  table: "Meter",
  sort: {
    name: "name",
    meterType: "meterType",
    nextReadingDate: "nextReadingDate",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    meterType: z.enum(METER_TYPES).optional(),
    status: z.enum(METER_DUE_STATUSES).optional(),
    ...archivedFilter,
  },
});

export const meterListQuerySchema = meterList.query;

export const meterInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    meterType: z.enum(METER_TYPES),
    /** A unit code of the type's group (GET …/meters/groups); free text for a CUSTOM meter. */
    unit: z.string().trim().min(1).max(40),
    readingMode: z.enum(READING_MODES),
    identifier: optionalText(100),
    areaId: nullable(z.uuid()),
    frequency: nullable(z.enum(FREQUENCIES)),
    /** Limit values in the meter's unit; measurement meters only. */
    lowerLimit: optionalDecimal,
    upperLimit: optionalDecimal,
    limitSource: optionalText(400),
    note: optionalText(4000),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((meter, context) => {
    const issue = (path: string, reason: string) =>
      context.addIssue({ code: "custom", path: [path], input: meter[path as keyof typeof meter], params: { reason } });
    if (!isUnitOfGroup(groupOfType(meter.meterType), meter.unit)) issue("unit", "unitOfGroup");
    if (!MODES_OF_TYPE[meter.meterType].includes(meter.readingMode)) issue("readingMode", "readingModeOfType");
    const limited = meter.lowerLimit !== null || meter.upperLimit !== null;
    if (limited && meter.readingMode !== "MEASUREMENT") issue("upperLimit", "limitsOfMeasurements");
    if (meter.lowerLimit !== null && meter.upperLimit !== null && Number(meter.lowerLimit) > Number(meter.upperLimit)) {
      issue("lowerLimit", "lowerAboveUpper");
    }
  });

export type MeterInput = z.output<typeof meterInputSchema>;

/** A meter's readings, newest first: one index (meter, moment, id) serves every page. */
export const readingList = defineList({
  table: "MeterReading",
  sort: { performedAt: "performedAt" },
  defaultSort: "performedAt,desc",
  filters: {
    /** Only the readings outside the meter's limit values. */
    exceedances: z.enum(["true", "false"]).optional(),
  },
});

export const readingListQuerySchema = readingList.query;

export const readingInputSchema = z.object({
  performedAt: timestamp,
  value: decimalNumber,
  /** A unit of the meter's group; the meter's own unit when left out. */
  unit: z.string().trim().min(1).max(40).optional(),
  /** The meter was exchanged or reset: this reading starts a new baseline. */
  reset: z.boolean().default(false),
  note: optionalText(2000),
  fileIds: fileIdsField,
  lastModifiedDate: lastModifiedDateField,
});

export type ReadingInput = z.output<typeof readingInputSchema>;

/** A new reading: from a phone's draft with the key that makes a repeated send the same reading. */
export const readingCreateSchema = readingInputSchema.extend({ idempotencyKey: idempotencyKeyField });

export type ReadingCreate = z.output<typeof readingCreateSchema>;

/** The monthly series of one year beside the year before. */
export const seriesQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2200).optional(),
});
