// Meters and readings: the unit groups, how readings become quantities (register, amounts per
// period, measurements), the checks a reading passes, the monthly series, the import, and that one
// organization never reaches another's meters.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart } from "../../support/uploads";
import { db } from "@/lib/platform/db";
import { listDue } from "@/lib/modules/due-sources";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { seedDemoMeters } from "@/prisma/seed/demo-meters";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { ghgAccount } from "@/lib/modules/monitoring/carbon/data";
import type { SeedClient } from "@/prisma/seed/client";

type Caller = Awaited<ReturnType<typeof as>>;

const meters = (orgId: string) => `/api/v1/organizations/${orgId}/meters`;
const csv = (lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");

describe("meters and readings", () => {
  let holding: string;
  let otherHolding: string;
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let counter = 0;

  const createMeter = async (body: Record<string, unknown>) => {
    const answer = await editor.post(meters(holding), { body: { name: `Meter ${++counter}`, ...body } });
    expect(answer.status).toBe(201);
    return answer.body as { id: string; name: string; lastModifiedDate: string };
  };
  const read = (meterId: string, body: Record<string, unknown>) =>
    editor.post(`${meters(holding)}/${meterId}/readings`, { body });

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [editor, reader, other] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
  });

  it("answers the meter types with their unit groups, reading modes and units", async () => {
    const { body } = await reader.get(`${meters(holding)}/groups`);
    const heat = body.types.find((type: { type: string }) => type.type === "HEAT");
    expect(heat).toEqual({ type: "HEAT", group: "HEAT", concrete: true, readingModes: ["REGISTER", "PERIOD_AMOUNT"] });
    expect(body.types.find((type: { type: string }) => type.type === "CUSTOM").concrete).toBe(false);
    expect(body.types.find((type: { type: string }) => type.type === "WATER").group).toBe("VOLUME");
    const heatUnits = body.groups.find((group: { group: string }) => group.group === "HEAT");
    expect(heatUnits.units.map((unit: { code: string }) => unit.code)).toEqual(
      expect.arrayContaining(["MWH", "GJ", "M3_NATURAL_GAS"]),
    );
  });

  it("creates a meter and refuses a unit outside its group, a mode its type cannot have and limits on consumption", async () => {
    // a new meter with a frequency is due for its first reading today
    const created = await createMeter({ meter_type: "HEAT", unit: "MWH", reading_mode: "REGISTER", frequency: "P1M" });
    expect(created).toMatchObject({ meterType: "HEAT", unitGroup: "HEAT", unit: "MWH", readingStatus: "DUE_SOON" });
    const bad = await editor.post(meters(holding), {
      body: { name: "Wrong", meter_type: "WATER", unit: "KWH", reading_mode: "REGISTER", upper_limit: "5" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["unit", "upperLimit"]);
    expect(bad.body.error.fields.unit).toBe("Choose a unit of the meter type's group.");
    const summed = await editor.post(meters(holding), {
      body: { name: "Wrong", meter_type: "TEMPERATURE", unit: "CELSIUS", reading_mode: "REGISTER" },
    });
    expect(summed.body.error.fields).toEqual({ readingMode: "This type of meter cannot be read this way." });
    expect(await db().meter.count({ where: { organizationId: holding, name: "Wrong" } })).toBe(0);
  });

  it("keeps a heat register's readings as entered, in MWh and GJ, and counts the differences", async () => {
    const meter = await createMeter({ meter_type: "HEAT", unit: "MWH", reading_mode: "REGISTER" });
    expect((await read(meter.id, { performed_at: "2025-01-01T00:00:00+01:00", value: "100" })).status).toBe(201);
    // 3.6 GJ = 1 MWh: 363.6 GJ = 101 MWh
    const second = await read(meter.id, { performed_at: "2025-02-01T00:00:00+01:00", value: "363.6", unit: "GJ" });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      value: "363.6",
      unit: "GJ",
      valueInMeterUnit: "101",
      quantityInMeterUnit: "1",
      periodStart: "2024-12-31T23:00:00.000Z",
    });
    expect(second.body.normalizedValue).toBe("101000");
    const third = await read(meter.id, { performed_at: "2025-03-01T00:00:00+01:00", value: 103.5 });
    expect(third.body.quantityInMeterUnit).toBe("2.5");

    const series = (await reader.get(`${meters(holding)}/${meter.id}/series?year=2025`)).body;
    expect(series).toMatchObject({ kind: "CONSUMPTION", year: 2025, unit: "MWH" });
    expect(series.months.slice(0, 3).map((month: { quantity: string | null }) => month.quantity)).toEqual([
      "1",
      "2.5",
      null,
    ]);
  });

  it("refuses a unit outside the group (422), a register going backwards (422) and a moment read twice (409), changing nothing", async () => {
    const meter = await createMeter({ meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "REGISTER" });
    await read(meter.id, { performed_at: "2025-01-01T00:00:00Z", value: "5000" });
    await read(meter.id, { performed_at: "2025-03-01T00:00:00Z", value: "7000" });
    const count = () => db().meterReading.count({ where: { meterId: meter.id } });

    const wrongUnit = await read(meter.id, { performed_at: "2025-02-01T00:00:00Z", value: "6", unit: "M3" });
    expect(wrongUnit.status).toBe(422);
    expect(wrongUnit.body.error.fields).toEqual({ unit: expect.stringContaining("ENERGY") });

    const backwards = await read(meter.id, { performed_at: "2025-04-01T00:00:00Z", value: "6500" });
    expect(backwards.status).toBe(422);
    // the number and the moment as the screens show them: British conventions, the organization's time
    expect(backwards.body.error.fields.value).toMatch(
      /^lower than the previous reading, 7,000 kWh on 1 Mar 2025, 01:00; .*new baseline$/,
    );
    await editor.patch("/api/v1/user", { body: { language: "da" } });
    const danish = await read(meter.id, { performed_at: "2025-04-01T00:00:00Z", value: "6500" }).finally(() =>
      editor.patch("/api/v1/user", { body: { language: "en" } }),
    );
    expect(danish.body.error.fields.value).toMatch(
      /^lavere end den forrige aflæsning, 7\.000 kWh den 1\. mar\. 2025, 01\.00; /,
    );
    expect(danish.body.error.message).toBe(
      "En tælleværksaflæsning kan ikke være lavere end aflæsningen før den uden en udskiftning eller nulstilling af måleren",
    );

    const aboveNext = await read(meter.id, { performed_at: "2025-02-01T00:00:00Z", value: "7500" });
    expect(aboveNext.status).toBe(422);
    expect(aboveNext.body.error.fields.value).toMatch(/higher than the next reading/);

    const twice = await read(meter.id, { performed_at: "2025-03-01T01:00:00+01:00", value: "7100" });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: "duplicate", fields: { performedAt: expect.any(String) } });
    expect(await count()).toBe(2);

    // a meter exchange starts a new baseline: no consumption for that reading, differences after it
    const exchange = await read(meter.id, { performed_at: "2025-04-01T00:00:00Z", value: "12", reset: true });
    expect(exchange.status).toBe(201);
    expect(exchange.body).toMatchObject({ reset: true, quantity: null, periodStart: null });
    const after = await read(meter.id, { performed_at: "2025-05-01T00:00:00Z", value: "1012" });
    expect(after.body.quantityInMeterUnit).toBe("1000");
  });

  it("computes the next reading's consumption again when a reading in between is added, changed or removed", async () => {
    const meter = await createMeter({ meter_type: "WATER", unit: "M3", reading_mode: "REGISTER" });
    await read(meter.id, { performed_at: "2025-01-01T00:00:00Z", value: "10" });
    const last = (await read(meter.id, { performed_at: "2025-03-01T00:00:00Z", value: "30" })).body;
    expect(last.quantity).toBe("20");
    const middle = (await read(meter.id, { performed_at: "2025-02-01T00:00:00Z", value: "25" })).body;
    expect(middle.quantity).toBe("15");
    const readingOf = (id: string) => reader.get(`${meters(holding)}/${meter.id}/readings/${id}`);
    expect((await readingOf(last.id)).body.quantity).toBe("5");

    const changed = await editor.put(`${meters(holding)}/${meter.id}/readings/${middle.id}`, {
      body: { performed_at: "2025-02-01T00:00:00Z", value: "28", last_modified_date: middle.lastModifiedDate },
    });
    expect(changed.status).toBe(200);
    expect((await readingOf(last.id)).body.quantity).toBe("2");

    const stale = await editor.put(`${meters(holding)}/${meter.id}/readings/${middle.id}`, {
      body: { performed_at: "2025-02-01T00:00:00Z", value: "29", last_modified_date: middle.lastModifiedDate },
    });
    expect(stale.status).toBe(409);

    expect((await editor.delete(`${meters(holding)}/${meter.id}/readings/${middle.id}`)).status).toBe(204);
    expect((await readingOf(last.id)).body.quantity).toBe("20");
  });

  it("shares an amount per period out over the months it covers", async () => {
    const meter = await createMeter({ meter_type: "GAS", unit: "M3", reading_mode: "PERIOD_AMOUNT" });
    await read(meter.id, { performed_at: "2025-01-01T00:00:00+01:00", value: "0" });
    // one invoice for January and February (59 days): 590 m³, 310 in January and 280 in February
    await read(meter.id, { performed_at: "2025-03-01T00:00:00+01:00", value: "590" });
    const series = (await reader.get(`${meters(holding)}/${meter.id}/series?year=2025`)).body;
    expect(series.months.slice(0, 3).map((month: { quantity: string | null }) => month.quantity)).toEqual([
      "310",
      "280",
      null,
    ]);
  });

  it("marks and lists a measurement's readings beyond its limit values, and never adds them up", async () => {
    const meter = await createMeter({
      meter_type: "CONCENTRATION_MASS_TO_VOLUME",
      unit: "MG_PER_L",
      reading_mode: "MEASUREMENT",
      upper_limit: "8",
      limit_source: "Environmental permit, term 14",
    });
    await read(meter.id, { performed_at: "2025-01-10T10:00:00Z", value: "6" });
    const high = await read(meter.id, { performed_at: "2025-01-20T10:00:00Z", value: "0.0095", unit: "G_PER_L" });
    expect(high.body).toMatchObject({ valueInMeterUnit: "9.5", exceedance: "ABOVE", quantity: null });
    const listed = (await reader.get(`${meters(holding)}/${meter.id}/readings?exceedances=true`)).body;
    expect(listed.content.map((row: { id: string }) => row.id)).toEqual([high.body.id]);
    const series = (await reader.get(`${meters(holding)}/${meter.id}/series?year=2025`)).body;
    expect(series).toMatchObject({ kind: "MEASUREMENT", upperLimit: "8" });
    expect(series.months[0]).toEqual({
      month: "2025-01",
      minimum: "6",
      mean: "7.75",
      maximum: "9.5",
      readings: 2,
      exceedances: 1,
    });
  });

  it("pages a meter's readings newest first, through the index of meter and moment", async () => {
    const meter = await createMeter({ meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "PERIOD_AMOUNT" });
    for (let day = 1; day <= 5; day++) {
      await read(meter.id, { performed_at: `2025-01-0${day}T00:00:00Z`, value: day });
    }
    const page = (await reader.get(`${meters(holding)}/${meter.id}/readings?size=2&page=1`)).body;
    expect(page.totalElements).toBe(5);
    expect(page.content.map((row: { value: string }) => row.value)).toEqual(["3", "2"]);
  });

  it("fixes type, unit and reading mode once the meter has readings", async () => {
    const meter = await createMeter({ meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "REGISTER" });
    await read(meter.id, { performed_at: "2025-01-01T00:00:00Z", value: "1" });
    const answer = await editor.put(`${meters(holding)}/${meter.id}`, {
      body: { name: "Renamed", meter_type: "ELECTRICITY", unit: "MWH", reading_mode: "REGISTER" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ unit: expect.any(String) });
  });

  it("imports readings of many meters from one sheet, all or none", async () => {
    const heat = await createMeter({ meter_type: "HEAT", unit: "MWH", reading_mode: "REGISTER", identifier: "HT-1" });
    const water = await createMeter({ meter_type: "WATER", unit: "M3", reading_mode: "REGISTER" });
    const count = () => db().meterReading.count({ where: { meterId: { in: [heat.id, water.id] } } });
    const send = (file: Buffer, confirm: boolean) =>
      editor.post(`${meters(holding)}/readings/imports`, {
        raw: multipart(file, "readings.csv", confirm ? { confirm: "true" } : {}),
      });
    const good = [
      "Meter;Read at;Value;Unit;New baseline;Note",
      "HT-1;2025-01-01;100;MWh;;",
      "ht-1;01-02-2025;363,6;GJ;;Converted",
      `${water.name};2025-01-01 08:00;1.234,5;m3;;`,
    ];
    const bad = [...good, `${water.name};2025-02-01;1000;m3;;`, "Nowhere;2025-01-01;1;;;"];
    const preview = await send(csv(bad), false);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ totalRows: 5, validRows: 4, invalidRows: 1 });
    expect(preview.body.rows[4].errors).toEqual({ meter: expect.stringContaining("Nowhere") });

    const refused = await send(csv(bad), true);
    expect(refused.status).toBe(422);
    expect(await count()).toBe(0);
    // the register check runs inside the write: a water reading going backwards refuses the whole sheet
    const backwards = await send(csv(bad.slice(0, 5)), true);
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.error.fields)).toEqual(["rows.5.value"]);
    expect(await count()).toBe(0);

    const done = await send(csv(good), true);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ created: 3 });
    const heatReadings = (await reader.get(`${meters(holding)}/${heat.id}/readings`)).body.content;
    expect(heatReadings[0]).toMatchObject({ unit: "GJ", value: "363.6", quantityInMeterUnit: "1", note: "Converted" });
  });

  it("keeps one organization's meters and readings from another", async () => {
    const meter = await createMeter({ meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "REGISTER" });
    const reading = (await read(meter.id, { performed_at: "2025-01-01T00:00:00Z", value: "1" })).body;
    expect((await other.get(`${meters(holding)}/${meter.id}`)).status).toBe(404);
    expect((await other.get(`${meters(otherHolding)}/${meter.id}`)).status).toBe(404);
    expect((await other.get(`${meters(otherHolding)}/${meter.id}/readings`)).status).toBe(404);
    expect((await other.get(`${meters(otherHolding)}/${meter.id}/series`)).status).toBe(404);
    const foreign = await other.post(meters(otherHolding), {
      body: { name: "Foreign", meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "REGISTER" },
    });
    const moved = await editor.get(`${meters(holding)}/${foreign.body.id}/readings/${reading.id}`);
    expect(moved.status).toBe(404);
    const write = await other.post(`${meters(otherHolding)}/${meter.id}/readings`, {
      body: { performed_at: "2025-02-01T00:00:00Z", value: "2" },
    });
    expect(write.status).toBe(404);
    expect(
      (await other.get(`${meters(otherHolding)}?size=100`)).body.content.map((m: { id: string }) => m.id),
    ).not.toContain(meter.id);
  });

  it("archives a meter out of the list, with its history", async () => {
    const meter = await createMeter({ meter_type: "FLEET", unit: "KM", reading_mode: "REGISTER" });
    expect((await editor.delete(`${meters(holding)}/${meter.id}`)).status).toBe(204);
    const listed = (await reader.get(`${meters(holding)}?size=100`)).body.content.map((m: { id: string }) => m.id);
    expect(listed).not.toContain(meter.id);
    const history = (await reader.get(`${meters(holding)}/${meter.id}/history`)).body.content;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(["ARCHIVE", "CREATE"]);
  });

  it("keeps the next reading on the meter's schedule, however late the last was taken", async () => {
    const meter = await createMeter({ meter_type: "WATER", unit: "M3", reading_mode: "REGISTER", frequency: "P1M" });
    // the meter was added on 1 January: its readings fall due on the 1st of each month
    await db().meter.update({ where: { id: meter.id }, data: { createdDate: new Date("2026-01-01T09:00:00Z") } });
    const nextOf = async () => (await reader.get(`${meters(holding)}/${meter.id}`)).body.nextReadingDate;
    expect((await read(meter.id, { performed_at: "2026-11-27T10:00:00+01:00", value: "10" })).status).toBe(201);
    expect(await nextOf()).toBe("2026-12-01");
    // read two days before its date, the reading counts for it
    expect((await read(meter.id, { performed_at: "2026-11-29T10:00:00+01:00", value: "12" })).status).toBe(201);
    expect(await nextOf()).toBe("2027-01-01");
  });

  it("lists a meter's next reading as due for the organization, and no longer once it is read", async () => {
    const meter = await createMeter({ meter_type: "WATER", unit: "M3", reading_mode: "REGISTER", frequency: "P1M" });
    // due before tomorrow as the application counts days (APP_TIME_ZONE), as the dashboard asks
    const tomorrow = addDays(calendarToday(), 1);
    const due = async () =>
      (await listDue({ organizationIds: [holding], dueBefore: tomorrow, limit: 500 })).filter(
        (item) => item.id === meter.id,
      );
    expect(await due()).toEqual([
      expect.objectContaining({ source: "meterReadings", title: meter.name, href: `/monitoring/meters/${meter.id}` }),
    ]);
    await read(meter.id, { performed_at: new Date().toISOString(), value: "10" });
    expect(await due()).toEqual([]);
    const personal = await listDue({
      organizationIds: [holding],
      dueBefore: new Date(Date.now() + 86_400_000 * 60),
      responsibleUserId: (await db().user.findFirstOrThrow({ where: { email: "editor@demo.example" } })).id,
      limit: 500,
    });
    expect(personal.filter((item) => item.source === "meterReadings")).toEqual([]);
  });

  it("keeps each meter's daily and monthly quantities exactly as its readings give them, after every kind of write", async () => {
    // writes of their own on top of those of the tests above (readings added, changed, removed, imported,
    // a meter archived): an amount over the change to summer time, a reading moved to another month
    // and removed again, and the meter archived
    const gas = await createMeter({ meter_type: "GAS", unit: "M3", reading_mode: "PERIOD_AMOUNT" });
    await read(gas.id, { performed_at: "2025-03-01T00:00:00+01:00", value: "0" });
    const april = (await read(gas.id, { performed_at: "2025-04-01T00:00:00+02:00", value: "743" })).body;
    const moved = await editor.put(`${meters(holding)}/${gas.id}/readings/${april.id}`, {
      body: { performed_at: "2025-04-16T00:00:00+02:00", value: "1103", last_modified_date: april.lastModifiedDate },
    });
    expect(moved.status).toBe(200);
    const may = (await read(gas.id, { performed_at: "2025-05-01T00:00:00+02:00", value: "360" })).body;
    expect((await editor.delete(`${meters(holding)}/${gas.id}/readings/${may.id}`)).status).toBe(204);
    expect((await editor.delete(`${meters(holding)}/${gas.id}`)).status).toBe(204);

    type Day = { meterId: string; day: string; quantity: string };
    const days = () =>
      db().$queryRaw<Day[]>`
        SELECT "meterId"::text AS "meterId", "day"::text AS "day", "quantity"::text AS "quantity"
        FROM "MeterDailyQuantity" WHERE "organizationId" = ${holding}::uuid ORDER BY 1, 2`;
    const months = () =>
      db().$queryRaw<{ meterId: string; month: string; quantity: string }[]>`
        SELECT "meterId"::text AS "meterId", "month"::text AS "month", "quantity"::text AS "quantity"
        FROM "MeterMonthlyQuantity" WHERE "organizationId" = ${holding}::uuid ORDER BY 1, 2`;
    const kept = await days();
    const keptMonths = await months();
    // 1103 m³ over 1 March – 16 April, 46 days of which one has 23 hours: 24 m³ a day of 24 hours
    const gasDays = kept.filter((row) => row.meterId === gas.id);
    expect(gasDays).toHaveLength(46);
    expect(gasDays.find((row) => row.day === "2025-03-30")!.quantity).toBe("23.000000000000");
    expect(gasDays.find((row) => row.day === "2025-04-15")!.quantity).toBe("24.000000000000");

    // every meter's days computed afresh from all its readings are the days kept through the writes
    await db().$executeRaw`
      SELECT "meter_daily_rebuild"(id, '-infinity', 'infinity') FROM "Meter" WHERE "organizationId" = ${holding}::uuid`;
    expect(await days()).toEqual(kept);
    expect(await months()).toEqual(keptMonths);
    // March's 31 days of gas: 30 of 24 m³ and the day of summer time's 23
    expect(keptMonths.find((row) => row.meterId === gas.id && row.month === "2025-03-01")!.quantity).toBe(
      "743.000000000000",
    );
    // and they add up to the readings' quantities
    const [sums] = await db().$queryRaw<{ readings: string; days: string }[]>`
      SELECT (SELECT round(sum("quantity"), 6)::text FROM "MeterReading" WHERE "organizationId" = ${holding}::uuid) AS "readings",
             (SELECT round(sum("quantity"), 6)::text FROM "MeterDailyQuantity" WHERE "organizationId" = ${holding}::uuid) AS "days"`;
    expect(sums.days).toBe(sums.readings);
  });

  it("seeds the demo meters: monthly readings since 2021, one meter exchange, one exceedance, linked factors", async () => {
    // the API tests start from the demo accounts only; the demo meters come from the seed's own code
    const tenant = (await db().organization.create({ data: { name: "Meter demo", type: "HOLDING" } })).id;
    await db().organization.update({ where: { id: tenant }, data: { holdingId: tenant } });
    // seeded as on a fixed day, so that the year's figures below do not depend on the day of the run
    await seedDemoMeters(db() as unknown as SeedClient, tenant, new Date("2026-11-27T12:00:00Z"));
    const seeded = await db().meter.findMany({
      where: { organizationId: tenant },
      select: { name: true, meterType: true, _count: { select: { readings: true, emissionFactors: true } } },
    });
    expect(seeded.map((meter) => meter.meterType).sort()).toEqual(
      ["CONCENTRATION_MASS_TO_VOLUME", "ELECTRICITY", "GAS", "HEAT", "TANK_BEARING", "WATER"].sort(),
    );
    for (const meter of seeded) expect(meter._count.readings).toBeGreaterThanOrEqual(36);
    // the service vans' diesel has its factor too: scope 1 has its mobile combustion
    expect(
      seeded
        .filter((meter) => meter._count.emissionFactors > 0)
        .map((meter) => meter.meterType)
        .sort(),
    ).toEqual(["ELECTRICITY", "GAS", "HEAT", "TANK_BEARING"]);
    const resets = await db().meterReading.findMany({ where: { organizationId: tenant, reset: true } });
    expect(resets).toHaveLength(1);
    // every register period counts up: no negative consumption anywhere
    expect(await db().meterReading.count({ where: { organizationId: tenant, quantity: { lt: 0 } } })).toBe(0);
    const nitrogen = await db().meter.findFirstOrThrow({
      where: { organizationId: tenant, meterType: "CONCENTRATION_MASS_TO_VOLUME" },
    });
    const above = await db().meterReading.findMany({
      where: { meterId: nitrogen.id, normalizedValue: { gt: nitrogen.upperLimit! } },
    });
    expect(above).toHaveLength(1);

    // the readings fall in years the seeded factors cover: 2021's account has no missing quantity on
    // the electricity, district heating and gas lines, and nothing provisional
    const org = { organizationId: tenant } as OrgContext;
    const lines = ["SCOPE2_ELECTRICITY_LOCATION", "SCOPE2_DISTRICT_HEATING", "SCOPE1_STATIONARY"];
    const complete = await ghgAccount(org, 2021);
    expect(complete.lines.filter((line) => lines.includes(line.line) && line.factor === null)).toEqual([]);
    expect(complete.lines.filter((line) => line.factor?.provisional)).toEqual([]);
    for (const line of lines) {
      expect(Number(complete.totals.find((total) => total.line === line)!.co2Kg)).toBeGreaterThan(0);
    }
    // HOFOR's declarations end with 2021: its last value stands in for 2025, marked provisional; every
    // meter with CO2 has a factor in every year it has readings, so nothing is missing
    const later = await ghgAccount(org, 2025);
    const heating = later.totals.find((total) => total.line === "SCOPE2_DISTRICT_HEATING")!;
    expect(heating).toMatchObject({ incomplete: false, provisionalFactorYears: [2021] });
    expect(Number(heating.co2Kg)).toBeGreaterThan(0);
    expect(later.totals.find((total) => total.line === "SCOPE2_ELECTRICITY_LOCATION")!.provisionalFactorYears).toEqual(
      [],
    );
    expect(later.factorYears.find((factor) => factor.name.startsWith("District heating: HOFOR"))!.runs).toEqual([
      { from: 2018, to: 2018 },
      { from: 2020, to: 2021 },
    ]);
    // 2026: the electricity's last published year is 2025, so 2026 is provisional on its factor too
    const thisYear = await ghgAccount(org, 2026);
    expect(thisYear.totals.filter((total) => total.incomplete)).toEqual([]);
    // water has no scope 1 or 2 factor in the sources: listed as such, never counted as zero CO2
    expect(thisYear.metersWithoutFactor.map((meter) => meter.meterName)).toEqual(["Water main"]);
    expect(thisYear.provisional.scope2Location).toEqual([2021, 2025]);
    expect(thisYear.provisional.scope1).toEqual([]);
    // and a market-based figure: the hall's guarantees of origin (230 MWh of wind) cover about half of
    // its electricity at 0 g, the rest counts at the location-based rate, since no residual mix exists
    const certified = thisYear.lines.filter((line) => line.certificate?.reference === "DK-GO-2026-0147");
    expect(certified).toHaveLength(1);
    expect(Number(certified[0].quantity)).toBeCloseTo(230_000, 3);
    expect(thisYear.marketStandIns.map((meter) => meter.meterName)).toEqual([
      "Main electricity meter, production hall",
    ]);
    expect(Number(thisYear.scope2MarketKg)).toBeLessThan(Number(thisYear.scope2LocationKg));
    expect(Number(thisYear.scope2MarketKg)).toBeGreaterThan(0);
    expect(thisYear.provisional.scope2Market).toEqual([2021, 2025]);
    for (const line of ["SCOPE2_ELECTRICITY_LOCATION", "SCOPE2_DISTRICT_HEATING", "SCOPE1_STATIONARY", "SCOPE1_MOBILE"])
      expect(Number(thisYear.totals.find((total) => total.line === line)!.co2Kg)).toBeGreaterThan(0);
  });
});
