import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { duplicate, notFound, validationFailed } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";
import { sql } from "@/lib/platform/lists/query";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { earlierRecord } from "@/lib/platform/writes/idempotency";
import { recordWrites } from "@/lib/platform/writes/records";
import { isUnitOfGroup } from "@/lib/platform/units/convert";
import { findUnit, type MeterType } from "@/lib/platform/units/catalogue";
import { db } from "@/lib/platform/db";
import type { ReadingMode } from "./kinds";
import { groupOfType } from "./kinds";
import { getReading } from "./data";
import { fromNormal, toNormal } from "./quantities";
import { nextReadingDate } from "./schedule";
import type { ReadingCreate, ReadingInput } from "./schema";
import { translator, type Translate } from "@/lib/platform/i18n/translator";

type LockedMeter = { id: string; meterType: MeterType; unit: string; readingMode: ReadingMode };

/** Locks the meter for the write (readings of one meter are written one at a time); 404 unless it is the organization's. */
async function lockMeter(tx: Tx, org: OrgContext, meterId: string): Promise<LockedMeter> {
  const [meter] = await tx.$queryRaw<LockedMeter[]>(
    sql`SELECT "id", "meterType"::text AS "meterType", "unit", "readingMode"::text AS "readingMode" FROM "Meter"
        WHERE "id" = ${meterId}::uuid AND "organizationId" = ${org.organizationId}::uuid FOR UPDATE`,
  );
  if (!meter) throw notFound("Meter not found");
  return meter;
}

const symbolOf = (meter: LockedMeter, unit: string) =>
  meter.meterType === "CUSTOM" ? unit : (findUnit(groupOfType(meter.meterType), unit)?.symbol ?? unit);

/** A stored reading in the values a refusal names: the number in the meter's unit, its unit and moment. */
const shown = (meter: LockedMeter, reading: { normalizedValue: { toString(): string }; performedAt: Date }) => ({
  value: fromNormal(reading.normalizedValue.toString(), meter).toSignificantDigits(12).toNumber(),
  unit: symbolOf(meter, meter.unit),
  moment: reading.performedAt,
});

/**
 * A register counts up: a reading below the one before it, or above the one after it, is refused
 * unless it (or the one after) starts a new baseline after a meter exchange or reset.
 */
async function assertRegisterOrder(
  tx: Tx,
  meter: LockedMeter,
  reading: { id: string | null; performedAt: Date; normalized: string; reset: boolean },
  t: Translate,
) {
  if (meter.readingMode !== "REGISTER") return;
  const others = { meterId: meter.id, ...(reading.id && { id: { not: reading.id } }) };
  const select = { performedAt: true, normalizedValue: true, reset: true } as const;
  const [previous, next] = await Promise.all([
    tx.meterReading.findFirst({
      where: { ...others, performedAt: { lt: reading.performedAt } },
      orderBy: { performedAt: "desc" },
      select,
    }),
    tx.meterReading.findFirst({
      where: { ...others, performedAt: { gt: reading.performedAt } },
      orderBy: { performedAt: "asc" },
      select,
    }),
  ]);
  if (previous && !reading.reset && previous.normalizedValue.greaterThan(reading.normalized)) {
    throw validationFailed(
      { value: t("meters.errors.lowerThanPrevious", shown(meter, previous)) },
      t("meters.errors.lowerThanPreviousSummary"),
    );
  }
  if (next && !next.reset && next.normalizedValue.lessThan(reading.normalized)) {
    throw validationFailed(
      { value: t("meters.errors.higherThanNext", shown(meter, next)) },
      t("meters.errors.higherThanNextSummary"),
    );
  }
}

/**
 * The period quantities of the readings around the changed moments: each reading's quantity
 * depends on the reading before it only, so the readings from the one before the earliest change
 * to the one after the latest are computed again, in one statement.
 *   REGISTER: the difference to the previous reading; none for the first reading and a new baseline.
 *   PERIOD_AMOUNT: the reading itself, over the time since the previous reading (none before the first
 *   or after a reset: then it counts on its own moment).
 *   MEASUREMENT: no quantity; measurements are never added up.
 */
async function recomputeQuantities(tx: Tx, meter: LockedMeter, from: Date, to: Date) {
  await tx.$executeRaw(sql`
    WITH bounds AS (
      SELECT (SELECT max("performedAt") FROM "MeterReading" WHERE "meterId" = ${meter.id}::uuid AND "performedAt" < ${from}) AS lo,
             (SELECT min("performedAt") FROM "MeterReading" WHERE "meterId" = ${meter.id}::uuid AND "performedAt" > ${to}) AS hi
    ), ordered AS (
      SELECT r."id", r."performedAt", r."normalizedValue", r."reset",
             lag(r."performedAt") OVER w AS "previousAt", lag(r."normalizedValue") OVER w AS "previousValue"
      FROM "MeterReading" r, bounds b
      WHERE r."meterId" = ${meter.id}::uuid
        AND r."performedAt" >= coalesce(b.lo, '-infinity') AND r."performedAt" <= coalesce(b.hi, 'infinity')
      WINDOW w AS (ORDER BY r."performedAt")
    ), computed AS (
      SELECT o."id",
        CASE ${meter.readingMode}
          WHEN 'REGISTER' THEN CASE WHEN o."reset" OR o."previousValue" IS NULL THEN NULL ELSE o."normalizedValue" - o."previousValue" END
          WHEN 'PERIOD_AMOUNT' THEN o."normalizedValue"
        END AS "quantity",
        CASE ${meter.readingMode}
          WHEN 'REGISTER' THEN CASE WHEN o."reset" OR o."previousValue" IS NULL THEN NULL ELSE o."previousAt" END
          WHEN 'PERIOD_AMOUNT' THEN CASE WHEN o."reset" THEN NULL ELSE o."previousAt" END
        END AS "periodStart"
      FROM ordered o, bounds b
      WHERE b.lo IS NULL OR o."performedAt" > b.lo
    )
    UPDATE "MeterReading" r SET "quantity" = c."quantity", "periodStart" = c."periodStart"
    FROM computed c
    WHERE r."id" = c."id" AND (r."quantity" IS DISTINCT FROM c."quantity" OR r."periodStart" IS DISTINCT FROM c."periodStart")`);
}

const assertOwnLinks = (tx: Tx, org: OrgContext, input: ReadingInput) =>
  assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]);

const filesOf = (input: ReadingInput) => [...new Set(input.fileIds)].map((id) => ({ id }));

/**
 * The reading's stored fields: 422 for a unit outside the meter's group, 409 for a moment already
 * read; refusals in the language of `t`.
 */
async function readingFields(tx: Tx, meter: LockedMeter, input: ReadingInput, id: string | null, t: Translate) {
  const unit = input.unit ?? meter.unit;
  const group = groupOfType(meter.meterType);
  const fits = meter.meterType === "CUSTOM" ? unit === meter.unit : isUnitOfGroup(group, unit);
  if (!fits) {
    throw validationFailed(
      { unit: t("meters.errors.notInGroup", { group }) },
      t("meters.errors.notInGroupSummary", { group }),
    );
  }
  const performedAt = new Date(input.performedAt);
  const taken = await tx.meterReading.findFirst({
    where: { meterId: meter.id, performedAt, ...(id && { id: { not: id } }) },
    select: { id: true },
  });
  if (taken) {
    throw duplicate({ performedAt: t("meters.errors.alreadyRead") }, t("meters.errors.alreadyReadSummary"));
  }
  const normalized = toNormal(input.value, unit, meter).toDecimalPlaces(12).toString();
  await assertRegisterOrder(tx, meter, { id, performedAt, normalized, reset: input.reset }, t);
  return {
    performedAt,
    value: input.value,
    unit,
    normalizedValue: normalized,
    reset: input.reset,
    note: input.note,
  };
}

async function afterReadingWrite(tx: Tx, meter: LockedMeter, moments: Date[]) {
  const times = moments.map((moment) => moment.getTime());
  await recomputeQuantities(tx, meter, new Date(Math.min(...times)), new Date(Math.max(...times)));
  await tx.meter.update({ where: { id: meter.id }, data: { nextReadingDate: await nextReadingDate(tx, meter.id) } });
}

/** The answer of a reading write: the reading as a read answers it, found by its id alone. */
async function getReadingById(org: OrgContext, id: string) {
  const row = await db().meterReading.findFirst({
    where: { id, organizationId: org.organizationId },
    select: { meterId: true },
  });
  if (!row) throw notFound("Reading not found");
  return getReading(org, row.meterId, id);
}

const readings = recordWrites({
  table: (tx) => tx.meterReading,
  get: getReadingById,
  checkLinks: assertOwnLinks,
});

/** The write of one new reading, also each row of an import. */
const insertReading =
  (org: OrgContext, meterId: string, input: ReadingInput & Pick<ReadingCreate, "idempotencyKey">) => async (tx: Tx) => {
    const meter = await lockMeter(tx, org, meterId);
    const earlier = await earlierRecord(tx, "meter-reading", org.organizationId, input.idempotencyKey, (key) =>
      tx.meterReading.findFirst({
        where: { organizationId: org.organizationId, idempotencyKey: key },
        select: { id: true },
      }),
    );
    if (earlier) return earlier;
    const fields = await readingFields(tx, meter, input, null, translator(org.user.language));
    const created = await tx.meterReading.create({
      data: {
        organizationId: org.organizationId,
        meterId: meter.id,
        ...fields,
        idempotencyKey: input.idempotencyKey ?? null,
        files: { connect: filesOf(input) },
      },
      select: { id: true },
    });
    await afterReadingWrite(tx, meter, [fields.performedAt]);
    return created.id;
  };

/**
 * A new reading. With an idempotency key already used in the organization (a phone's draft sent
 * again) it answers the reading stored then and writes nothing.
 */
export const createReading = (org: OrgContext, meterId: string, input: ReadingCreate) =>
  readings.create(org, input, insertReading(org, meterId, input));

/** Many readings of many meters, all or none (the import). */
export const createReadings = (org: OrgContext, inputs: (ReadingInput & { meterId: string })[]) =>
  readings.createMany(org, inputs, (input) => insertReading(org, input.meterId, input));

async function lockedReading(tx: Tx, org: OrgContext, meterId: string, id: string) {
  const meter = await lockMeter(tx, org, meterId);
  const reading = await tx.meterReading.findFirst({ where: { id, meterId: meter.id }, select: { performedAt: true } });
  if (!reading) throw notFound("Reading not found");
  return { meter, reading };
}

export const updateReading = (org: OrgContext, meterId: string, id: string, input: ReadingInput) =>
  readings.update(org, id, input, async (tx) => {
    const { meter, reading } = await lockedReading(tx, org, meterId, id);
    const fields = await readingFields(tx, meter, input, id, translator(org.user.language));
    await tx.meterReading.update({ where: { id }, data: { ...fields, files: { set: filesOf(input) } } });
    await afterReadingWrite(tx, meter, [reading.performedAt, fields.performedAt]);
  });

/** Without a removed new baseline, the reading after it must still not be lower than the one before. */
async function assertNextStillCounts(tx: Tx, meter: LockedMeter, removedAt: Date, t: Translate) {
  const next = await tx.meterReading.findFirst({
    where: { meterId: meter.id, performedAt: { gt: removedAt } },
    orderBy: { performedAt: "asc" },
    select: { id: true, performedAt: true, normalizedValue: true, reset: true },
  });
  if (!next) return;
  const reading = { ...next, normalized: next.normalizedValue.toString() };
  await assertRegisterOrder(tx, meter, reading, t);
}

/** Removes a reading; the next one's quantity is computed again from the one before. */
export const deleteReading = (org: OrgContext, meterId: string, id: string) =>
  readings.retire(org, id, {}, async (tx) => {
    const { meter, reading } = await lockedReading(tx, org, meterId, id);
    await tx.meterReading.delete({ where: { id } });
    await assertNextStillCounts(tx, meter, reading.performedAt, translator(org.user.language));
    await afterReadingWrite(tx, meter, [reading.performedAt]);
  });
