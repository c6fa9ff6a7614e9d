// The demo holding's meters with monthly readings since January 2021: electricity (with one meter
// exchange), district heat (some readings in GJ), natural gas invoices, water, the vans' mileage and
// the wastewater outlet's total nitrogen against its permit limit (one month above it). The
// consumption meters are linked to the seeded catalogue factors that fit them.
import { Prisma } from "../../lib/generated/prisma/client";
import type { Frequency, MeterReadingMode, MeterType } from "../../lib/generated/prisma/enums";
import { toNormal } from "../../lib/modules/monitoring/meters/quantities";
import { nextOnMeterSchedule } from "../../lib/modules/monitoring/meters/reading-schedule";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import type { SeedClient } from "./client";

type Reading = { at: Date; value: string; unit?: string; reset?: boolean; note?: string };

type DemoMeter = {
  name: string;
  meterType: MeterType;
  unit: string;
  readingMode: MeterReadingMode;
  identifier?: string;
  frequency: Frequency;
  upperLimit?: string;
  limitSource?: string;
  note?: string;
  factor?: string;
  /** Guarantees of origin cancelled for whole calendar years, in MWh (the market-based figure's instrument). */
  guarantees?: { year: number; volumeMwh: string; reference: string }[];
  readings: Reading[];
};

/**
 * The demo's readings start in January 2021: the seeded catalogue's Danish electricity (Electricity
 * Maps, 2021–2025) and HOFOR's district heating (2020–2021) have values from then, so the GHG account
 * of 2021 is complete, and later years show which factor has no value yet: its last value stands
 * in, marked provisional. See docs/product-decisions.md, "The demo's meters and the factor years".
 */
const FIRST_YEAR = 2021;

/** The first of each month at 08:00 Danish winter time, from January 2021 to this month. */
function monthStarts(now: Date): Date[] {
  const months = (now.getUTCFullYear() - FIRST_YEAR) * 12 + now.getUTCMonth();
  return Array.from({ length: months + 1 }, (_, index) => new Date(Date.UTC(FIRST_YEAR, index, 1, 7)));
}

/** Heating season: high in January, low in July (1 … -1). */
const season = (at: Date) => Math.cos(((at.getUTCMonth() + 0.5) / 12) * 2 * Math.PI);
/** A fixed wobble per month, so the demo is the same on every run. */
const wobble = (index: number) => Math.sin(index * 12.9898) * 0.5;

const round = (value: number, decimals = 0) => value.toFixed(decimals);

function register(months: Date[], start: number, perMonth: (at: Date, index: number) => number) {
  let total = start;
  return months.map((at, index) => {
    if (index > 0) total += perMonth(months[index - 1], index);
    return { at, total };
  });
}

function demoMeters(now: Date): DemoMeter[] {
  const months = monthStarts(now);
  const exchange = 18;
  // electricity: the old meter is read a last time and the new one starts from zero half an hour later
  const power = register(months, 1_254_300, (at, index) => 38_000 + 6_000 * season(at) + 900 * wobble(index));
  const electricity: Reading[] = [];
  power.forEach(({ at, total }, index) => {
    const value = index > exchange ? total - power[exchange].total : total;
    electricity.push({ at, value: round(value) });
    if (index === exchange) {
      electricity.push({
        at: new Date(at.getTime() + 30 * 60_000),
        value: "0",
        reset: true,
        note: "Meter exchanged by the grid company; the new meter starts at 0.",
      });
    }
  });
  const heat = register(months, 4_812, (at, index) => 62 + 50 * season(at) + 4 * wobble(index)).map(
    ({ at, total }, index) =>
      // every fourth reading was taken from the supplier's portal, which shows GJ
      index % 4 === 3 ? { at, value: round(total * 3.6, 1), unit: "GJ" } : { at, value: round(total, 2) },
  );
  const water = register(months, 23_410, (at, index) => 180 - 40 * season(at) + 12 * wobble(index));
  const invoices = (base: number, swing: number, first: string, since = months[0]) =>
    months
      .filter((at) => at >= since)
      .map((at, index, used) =>
        index === 0
          ? { at, value: "0", note: first }
          : { at, value: round(base + swing * season(used[index - 1]) + (base / 20) * wobble(index)) },
      );
  const nitrogen = months.slice(1).map((at, index) => ({
    at: new Date(at.getTime() + 9 * 86_400_000 + 3 * 3_600_000),
    value: index === 20 ? "9.2" : round(4.6 + 1.4 * wobble(index) + 0.6 * season(at), 1),
    ...(index === 20 && { note: "Above the permit limit after a pump failure; the municipality was informed." }),
  }));
  return [
    {
      name: "Main electricity meter, production hall",
      meterType: "ELECTRICITY",
      unit: "KWH",
      readingMode: "REGISTER",
      identifier: "571313174000283917",
      frequency: "P1M",
      factor: "Electricity, Denmark: Electricity Maps, consumption (life cycle)",
      // wind power bought for about half of the hall's electricity since last year
      guarantees: [now.getUTCFullYear() - 1, now.getUTCFullYear()].map((year) => ({
        year,
        volumeMwh: "230",
        reference: `DK-GO-${year}-0147`,
      })),
      readings: electricity,
    },
    {
      name: "District heating, main building",
      meterType: "HEAT",
      unit: "MWH",
      readingMode: "REGISTER",
      identifier: "HOFOR 88412",
      frequency: "P1M",
      factor: "District heating: HOFOR, Københavns Kommune",
      readings: heat,
    },
    {
      name: "Natural gas, process boiler",
      meterType: "GAS",
      unit: "M3",
      readingMode: "PERIOD_AMOUNT",
      frequency: "P1M",
      note: "Monthly invoices from the gas supplier.",
      factor: "Natural gas, Denmark (HB2016), per m³",
      readings: invoices(2_600, 2_000, "Start of the supply agreement."),
    },
    {
      name: "Water main",
      meterType: "WATER",
      unit: "M3",
      readingMode: "REGISTER",
      identifier: "KW-22-118",
      frequency: "P1M",
      readings: water.map(({ at, total }) => ({ at, value: round(total, 1) })),
    },
    {
      name: "Service vans, diesel",
      meterType: "TANK_BEARING",
      unit: "L",
      readingMode: "PERIOD_AMOUNT",
      frequency: "P1M",
      note: "The month's litres of diesel from the fleet card statement.",
      // the fleet cards, and so the statements, start in 2023, the first year of the diesel factor
      readings: invoices(740, -95, "Fleet cards issued.", new Date(Date.UTC(2023, 0, 1))),
      factor: "Diesel, road fuel blend (DESNZ), per litre",
    },
    {
      name: "Wastewater outlet, total nitrogen",
      meterType: "CONCENTRATION_MASS_TO_VOLUME",
      unit: "MG_PER_L",
      readingMode: "MEASUREMENT",
      frequency: "P1M",
      upperLimit: "8",
      limitSource: "Environmental permit 2021, term 18: total nitrogen at most 8 mg/L",
      readings: nitrogen,
    },
  ];
}

/** The stored rows of a meter's readings: the value in its group's unit and each period's quantity. */
function readingRows(meter: DemoMeter, organizationId: string, meterId: string) {
  const unitOf = { meterType: meter.meterType, unit: meter.unit };
  let previous: { at: Date; normal: Prisma.Decimal } | null = null;
  return meter.readings.map((reading) => {
    const normal = new Prisma.Decimal(
      toNormal(reading.value, reading.unit ?? meter.unit, unitOf)
        .toDecimalPlaces(12)
        .toString(),
    );
    let quantity: Prisma.Decimal | null = null;
    let periodStart: Date | null = null;
    if (meter.readingMode === "REGISTER" && previous && !reading.reset) {
      quantity = normal.minus(previous.normal);
      periodStart = previous.at;
    } else if (meter.readingMode === "PERIOD_AMOUNT") {
      quantity = normal;
      periodStart = previous && !reading.reset ? previous.at : null;
    }
    previous = { at: reading.at, normal };
    return {
      organizationId,
      meterId,
      performedAt: reading.at,
      value: reading.value,
      unit: reading.unit ?? meter.unit,
      normalizedValue: normal,
      reset: reading.reset ?? false,
      periodStart,
      quantity,
      note: reading.note ?? null,
    };
  });
}

export async function seedDemoMeters(db: SeedClient, organizationId: string, now = new Date()) {
  for (const meter of demoMeters(now)) {
    // the meter was added on the day of its first reading, which starts its schedule
    const added = meter.readings[0].at;
    const last = meter.readings[meter.readings.length - 1].at;
    const next = nextOnMeterSchedule(calendarToday(added), meter.frequency, calendarToday(last));
    const factor = meter.factor
      ? await db.emissionFactor.findFirst({ where: { organizationId: null, name: meter.factor }, select: { id: true } })
      : null;
    const created = await db.meter.create({
      data: {
        organizationId,
        name: meter.name,
        meterType: meter.meterType,
        unit: meter.unit,
        readingMode: meter.readingMode,
        identifier: meter.identifier ?? null,
        frequency: meter.frequency,
        nextReadingDate: next,
        createdDate: added,
        upperLimit: meter.upperLimit ?? null,
        limitSource: meter.limitSource ?? null,
        note: meter.note ?? null,
      },
      select: { id: true },
    });
    await db.meterReading.createMany({ data: readingRows(meter, organizationId, created.id) });
    if (factor) {
      await db.meterEmissionFactor.create({
        data: { meterId: created.id, emissionFactorId: factor.id, organizationId },
      });
    }
    for (const guarantee of meter.guarantees ?? []) {
      await db.guaranteeOfOrigin.create({
        data: {
          organizationId,
          meterId: created.id,
          startDate: new Date(Date.UTC(guarantee.year, 0, 1)),
          endDate: new Date(Date.UTC(guarantee.year, 11, 31)),
          volumeKwh: String(Number(guarantee.volumeMwh) * 1000),
          energySource: "WIND",
          issuer: "Energinet",
          reference: guarantee.reference,
          recordedByName: "Mette Manager",
        },
      });
    }
  }
}
