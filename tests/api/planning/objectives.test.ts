// Objectives (issue 27): KPIs measured from meters, the GHG account, the waste account and events,
// worked out by hand below; values entered per month; intensities per activity figure; the
// baseline computed from its year; progress against the straight path and the status; actions of
// the programme; 422, 409, tenancy and MANAGE.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { typeId } from "../monitoring/waste-setup";

type Caller = Awaited<ReturnType<typeof as>>;

// An organization of its own, so that no other test's records count. All figures by hand:
// - electricity: 100 kWh in each month of 2024 (baseline 1200 kWh), 90 kWh in each month since
//   (the twelve months to any month from December 2025 on: 1080 kWh); an own location-based factor
//   of 500 g/kWh: 0.05 t CO2 a month in 2024 (0.6 t), 0.045 t since (0.54 t to December 2025);
// - waste in June 2024: 700 kg recycled (R3), 300 kg to landfill (D1): 1 t, 70 % recycled;
// - accidents in which someone was hurt on 10 March and 20 September 2024, a near miss in May 2024:
//   2 in 2024; from 20 September to 31 December 2024, 102 days without one;
// - hours worked: 1000 a month in 2024: 1200 kWh / 12 000 h = 0.1 kWh per hour.
const local = (date: string) => {
  const month = Number(date.slice(5, 7));
  return new Date(`${date}T00:00:00${month >= 4 && month <= 10 ? "+02:00" : "+01:00"}`);
};
const monthStarts = (from: string, toExclusive: string) => {
  const months: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) < toExclusive;) {
    months.push(day.toISOString().slice(0, 10));
    day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
  }
  return months;
};
const next = (month: string) => {
  const day = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};
const thisMonth = () => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10);
};

describe("objectives", () => {
  let holding: string;
  let demoHolding: string;
  let otherHolding: string;
  let manager: Caller;
  let editor: Caller;
  let other: Caller;
  let electricity: string;
  let hours: string;
  const api = (orgId: string, path: string) => `/api/v1/organizations/${orgId}${path}`;
  const body = (extra: Record<string, unknown>) => ({
    title: `Objective ${Math.random()}`,
    standards: ["ISO_14001"],
    baseline_year: 2024,
    target_date: "2027-12-31",
    ...extra,
  });
  const create = async (extra: Record<string, unknown>, orgId = holding) => {
    const answer = await manager.post(api(orgId, "/objectives"), { body: body(extra) });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const point = (objective: { progress: { points: { month: string; actual: number | null }[] } }, month: string) =>
    objective.progress.points.find((each) => each.month === month)?.actual;

  beforeAll(async () => {
    [demoHolding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [manager, editor, other] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("other@demo.example"),
    ]);
    holding = (await db().organization.create({ data: { name: `Objectives ${Date.now()} A/S`, type: "HOLDING" } })).id;
    for (const [email, scopes] of [
      ["manager@demo.example", ["MANAGE"]],
      ["editor@demo.example", ["EDIT"]],
    ] as const) {
      const user = await db().user.findUniqueOrThrow({ where: { email } });
      await db().membership.create({
        data: { userId: user.id, organizationId: holding, scopes: [...scopes], userName: user.name, userEmail: email },
      });
    }
    const meter = await db().meter.create({
      data: {
        organizationId: holding,
        name: "Main meter",
        meterType: "ELECTRICITY",
        unit: "KWH",
        readingMode: "PERIOD_AMOUNT",
      },
    });
    electricity = meter.id;
    for (const month of monthStarts("2024-01-01", thisMonth())) {
      const quantity = month < "2025-01-01" ? "100" : "90";
      await db().meterReading.create({
        data: {
          organizationId: holding,
          meterId: meter.id,
          periodStart: local(month),
          performedAt: local(next(month)),
          value: quantity,
          unit: "KWH",
          normalizedValue: quantity,
          quantity,
        },
      });
    }
    const factor = await db().emissionFactor.create({
      data: {
        organizationId: holding,
        utilityType: "ELECTRICITY",
        ghgCategory: "SCOPE2_ELECTRICITY",
        basis: "LOCATION_BASED",
        name: "Objectives grid factor",
        source: "Hand-computed",
        values: {
          create: [
            {
              organizationId: holding,
              meterUnit: "KWH",
              emissionUnit: "GRAMS",
              startDate: new Date("2023-01-01T00:00:00Z"),
              endDate: null,
              value: "500",
            },
          ],
        },
      },
    });
    await db().meterEmissionFactor.create({
      data: { organizationId: holding, meterId: meter.id, emissionFactorId: factor.id },
    });

    const waste = api(holding, "/waste-handler-associations");
    const handler = await manager.post(waste, {
      body: { stakeholder: { name: "Objectives Recycling A/S", type: "SUPPLIER" } },
    });
    expect(handler.status).toBe(201);
    const arrange = async (name: string, code: string, treatment: string) =>
      (
        await manager.post(`${waste}/${handler.body.id}/arrangements`, {
          body: { name, waste_type_id: await typeId(code), treatment_code: treatment, registration_unit: "KILOGRAM" },
        })
      ).body.id as string;
    const paper = await arrange("Paper", "20 01 01", "R3");
    const mixed = await arrange("Mixed", "20 03 01", "D1");
    const registered = await manager.post(`${waste}/${handler.body.id}/bulk-registrations`, {
      body: {
        performed_at: "2024-06-15",
        lines: [
          { arrangement_id: paper, quantity: "700" },
          { arrangement_id: mixed, quantity: "300" },
        ],
      },
    });
    expect(registered.status).toBe(201);

    const event = (kind: "ACCIDENT" | "NEAR_MISS", at: string, hurt: boolean) =>
      db().event.create({
        data: {
          organizationId: holding,
          title: `${kind} ${at}`,
          kind,
          importance: "HIGH",
          accidentOccurred: hurt,
          occurredAt: new Date(`${at}T10:00:00Z`),
        },
      });
    await event("ACCIDENT", "2024-03-10", true);
    await event("NEAR_MISS", "2024-05-02", false);
    await event("ACCIDENT", "2024-09-20", true);

    const figure = await manager.post(api(holding, "/activity-figures"), {
      body: { kind: "HOURS_WORKED", name: "Hours worked", unit: "h" },
    });
    expect(figure.status).toBe(201);
    hours = figure.body.id;
    const year = await manager.put(api(holding, `/activity-figures/${hours}/values`), {
      body: { year: 2024, values: Array(12).fill("1000") },
    });
    expect(year.status).toBe(200);
    expect(Object.keys(year.body.values)).toHaveLength(12);
  });

  it("reads energy from its meters: the baseline year's figure, the twelve months to each month, and the status", async () => {
    const made = await create({ kpi: "METER_ENERGY", meter_ids: [electricity], target_value: "1080" });
    expect(made.progress).toMatchObject({ baseline: 1200, unit: "kWh", status: "ON_TRACK", progress: 1 });
    expect(point(made, "2025-06")).toBe(6 * 100 + 6 * 90);
    expect(point(made, "2025-12")).toBe(1080);
    // a typed baseline wins over the computed one
    const typed = await create({
      kpi: "METER_ENERGY",
      meter_ids: [electricity],
      baseline_value: "1100",
      target_value: "900",
    });
    expect(typed.progress.baseline).toBe(1100);
    // behind the path: from 1200 to 600 by the end of 2027, still at 1080
    const behind = await create({ kpi: "METER_ENERGY", meter_ids: [electricity], target_value: "600" });
    expect(behind.progress.status).toBe("OFF_TRACK");
  });

  it("reads CO2 from the GHG account, waste and the recycling rate from the waste account, and counts events", async () => {
    const co2 = await create({ kpi: "CO2", ghg_scope: "SCOPE2", target_value: "0.5" });
    expect(co2.progress.baseline).toBeCloseTo(0.6, 9);
    expect(point(co2, "2025-12")).toBeCloseTo(0.54, 9);
    expect(co2.progress.unit).toBe("t CO2e");
    // scope 1 alone has no figure: nothing burns fuel here
    expect((await create({ kpi: "CO2", ghg_scope: "SCOPE1", target_value: "0" })).progress.status).toBe("NO_DATA");

    const tonnes = await create({ kpi: "WASTE_TONNES", target_value: "0.8" });
    expect(tonnes.progress.baseline).toBeCloseTo(1, 9);
    const rate = await create({ kpi: "RECYCLING_RATE", target_value: "75" });
    expect(rate.progress.baseline).toBeCloseTo(70, 9);

    const accidents = await create({
      kpi: "EVENT_COUNT",
      event_kind: "ACCIDENT",
      injury_only: true,
      target_value: "0",
    });
    expect(accidents.progress.baseline).toBe(2);
    // none since: the twelve months to December 2025 count none
    expect(point(accidents, "2025-12")).toBe(0);
    const anyEvent = await create({ kpi: "EVENT_COUNT", event_kind: "NEAR_MISS", target_value: "0" });
    expect(anyEvent.progress.baseline).toBe(1);
    const days = await create({ kpi: "DAYS_SINCE_ACCIDENT", target_value: "730" });
    expect(days.progress.baseline).toBe(102);
    expect(point(days, "2025-01")).toBe(133);
  });

  it("divides by an activity figure, and refuses one for a KPI that does not add up", async () => {
    const intensity = await create({
      kpi: "METER_ENERGY",
      meter_ids: [electricity],
      intensity_figure_id: hours,
      target_value: "0.08",
    });
    expect(intensity.progress).toMatchObject({ baseline: 0.1, unit: "kWh/h" });
    const refused = await manager.post(api(holding, "/objectives"), {
      body: body({ kpi: "RECYCLING_RATE", intensity_figure_id: hours, target_value: "75" }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty("intensityFigureId");
    // a figure an objective divides by stays
    expect((await manager.delete(api(holding, `/activity-figures/${hours}`))).status).toBe(409);
  });

  it("records a MANUAL objective's values per month with who, and corrects a month", async () => {
    const manual = await create({
      kpi: "MANUAL",
      kpi_unit: "CMR products",
      baseline_value: "1",
      target_value: "0",
      target_date: "2027-06-30",
    });
    expect(manual.progress.status).toBe("NO_DATA");
    const first = await manager.post(api(holding, `/objectives/${manual.id}/values`), {
      body: { month: "2025-06", value: "1", note: "Substitute tested" },
    });
    expect(first.status).toBe(200);
    const corrected = await manager.post(api(holding, `/objectives/${manual.id}/values`), {
      body: { month: "2025-06", value: "0" },
    });
    expect(corrected.body.content).toEqual([
      expect.objectContaining({ month: "2025-06", value: "0", recordedByName: "Mette Manager" }),
    ]);
    const read = (await manager.get(api(holding, `/objectives/${manual.id}`))).body;
    expect(read.progress.latest).toMatchObject({ month: "2025-06", actual: 0 });
    expect(read.progress.status).toBe("ON_TRACK");
    // a measured objective takes no typed values
    const measured = await create({ kpi: "WASTE_TONNES", target_value: "0.5" });
    const typed = await manager.post(api(holding, `/objectives/${measured.id}/values`), {
      body: { month: "2025-06", value: "1" },
    });
    expect(typed.status).toBe(422);
    expect(typed.body.error.fields).toHaveProperty("value");
  });

  it("refuses what a KPI lacks, another tenant's records, stale forms, an editor and LIMITED", async () => {
    const refused = async (extra: Record<string, unknown>, field: string) => {
      const answer = await manager.post(api(holding, "/objectives"), { body: body(extra) });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty([field]);
    };
    await refused({ kpi: "METER_ENERGY", target_value: "1" }, "meterIds");
    await refused({ kpi: "MANUAL", target_value: "1", baseline_value: "2" }, "kpiUnit");
    await refused({ kpi: "EVENT_COUNT", target_value: "0" }, "eventKind");
    await refused({ kpi: "WASTE_TONNES", target_value: "1", target_date: "2024-06-30" }, "targetDate");
    await refused({ kpi: "WASTE_TONNES", target_value: "a lot" }, "targetValue");
    const foreignMeter = await db().meter.create({
      data: {
        organizationId: otherHolding,
        name: "Foreign",
        meterType: "ELECTRICITY",
        unit: "KWH",
        readingMode: "REGISTER",
      },
    });
    await refused({ kpi: "METER_ENERGY", meter_ids: [foreignMeter.id], target_value: "1" }, "meterIds.0");
    const water = await db().meter.create({
      data: { organizationId: holding, name: "Water", meterType: "WATER", unit: "M3", readingMode: "REGISTER" },
    });
    await refused({ kpi: "METER_ENERGY", meter_ids: [water.id], target_value: "1" }, "meterIds.0");
    expect(await db().objective.count({ where: { organizationId: holding, meters: { some: { id: water.id } } } })).toBe(
      0,
    );

    const made = await create({ kpi: "WASTE_TONNES", target_value: "0.5" });
    const changed = await manager.put(api(holding, `/objectives/${made.id}`), {
      body: body({ kpi: "WASTE_TONNES", target_value: "0.4", last_modified_date: made.lastModifiedDate }),
    });
    expect(changed.status).toBe(200);
    const stale = await manager.put(api(holding, `/objectives/${made.id}`), {
      body: body({ kpi: "WASTE_TONNES", target_value: "0.3", last_modified_date: made.lastModifiedDate }),
    });
    expect(stale.status).toBe(409);
    expect((await other.get(api(otherHolding, `/objectives/${made.id}`))).status).toBe(404);
    expect((await editor.get(api(holding, "/objectives"))).status).toBe(403);
    expect((await editor.get(api(demoHolding, "/activity-figures"))).status).toBe(403);
    const limited = await as("limited@demo.example");
    expect((await limited.get(api(await demo.limited(), "/objectives"))).status).toBe(403);
  });

  it("keeps its programme of actions in the plan and shows the next one", async () => {
    const made = await create({ kpi: "WASTE_TONNES", target_value: "0.5" });
    for (const [title, due] of [
      ["Second baler", "2027-05-01"],
      ["Sort the canteen waste", "2027-02-01"],
    ]) {
      const action = await manager.post(api(holding, "/actions"), {
        body: { title, source: "OBJECTIVE", objective_id: made.id, due_date: due },
      });
      expect(action.status).toBe(201);
      expect(action.body.sourceRecord).toEqual({
        id: made.id,
        title: made.title,
        href: `/planning/objectives/${made.id}`,
      });
    }
    const read = (await manager.get(api(holding, `/objectives/${made.id}`))).body;
    expect(read.nextAction).toMatchObject({ title: "Sort the canteen waste", dueDate: "2027-02-01" });
  });
});
