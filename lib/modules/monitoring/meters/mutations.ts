import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { validationFailed } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { getMeter } from "./data";
import { nextReadingDate } from "./schedule";
import type { MeterInput } from "./schema";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: MeterInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "area", ids: input.areaId ? [input.areaId] : [], field: () => "areaId" },
  ]);

const filesOf = (input: MeterInput) => [...new Set(input.fileIds)].map((id) => ({ id }));

const fieldsOf = (input: MeterInput) => ({
  name: input.name,
  meterType: input.meterType,
  unit: input.unit,
  readingMode: input.readingMode,
  identifier: input.identifier,
  areaId: input.areaId,
  frequency: input.frequency,
  lowerLimit: input.lowerLimit,
  upperLimit: input.upperLimit,
  limitSource: input.limitSource,
  note: input.note,
});

const meters = recordWrites({
  table: (tx) => tx.meter,
  get: getMeter,
  checkLinks: assertOwnLinks,
});

export const createMeter = (org: OrgContext, input: MeterInput) =>
  meters.create(org, input, async (tx) => {
    const created = await tx.meter.create({
      data: {
        organizationId: org.organizationId,
        ...fieldsOf(input),
        // a new meter with a frequency is due for its first reading at once
        nextReadingDate: input.frequency && input.frequency !== "P0D" ? calendarToday() : null,
        files: { connect: filesOf(input) },
      },
      select: { id: true },
    });
    return created.id;
  });

/**
 * The readings are stored in the unit and read in the way the meter had when they were taken, so
 * type, unit and reading mode are fixed once the meter has readings (422 naming each).
 */
async function assertReadingsKept(tx: Tx, org: OrgContext, id: string, input: MeterInput) {
  const meter = await tx.meter.findUniqueOrThrow({
    where: { id },
    select: { meterType: true, unit: true, readingMode: true, _count: { select: { readings: true } } },
  });
  if (meter._count.readings === 0) return;
  const fixed = (["meterType", "unit", "readingMode"] as const).filter((field) => meter[field] !== input[field]);
  if (fixed.length) {
    const t = translator(org.user.language);
    throw validationFailed(
      Object.fromEntries(fixed.map((field) => [field, t("meters.errors.fixedOnceRead")])),
      t("meters.errors.fixedOnceReadSummary"),
    );
  }
}

export const updateMeter = (org: OrgContext, id: string, input: MeterInput) =>
  meters.update(org, id, input, async (tx) => {
    await assertReadingsKept(tx, org, id, input);
    await tx.meter.update({ where: { id }, data: { ...fieldsOf(input), files: { set: filesOf(input) } } });
    await tx.meter.update({ where: { id }, data: { nextReadingDate: await nextReadingDate(tx, id) } });
  });

/** Out of the list and the due readings; the meter, its readings and its history stay. */
export const archiveMeter = (org: OrgContext, id: string) =>
  meters.retire(org, id, {}, async (tx) => {
    await tx.meter.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived meter back in the list and the due readings. */
export const restoreMeter = (org: OrgContext, id: string) => meters.restore(org, id);
