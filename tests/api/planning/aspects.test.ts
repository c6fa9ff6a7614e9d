// Environmental aspects (issue 27): significance computed from the holding's versioned criteria,
// never typed; links to obligations, procedures and records of the organization only; the measured
// figures of linked meters (consumption and CO2) and waste arrangements, the last twelve whole
// months beside the twelve before, against figures worked out by hand; controls as actions.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { typeId } from "../monitoring/waste-setup";

type Caller = Awaited<ReturnType<typeof as>>;

/** `YYYY-MM-01` of the month `offset` months from this one (UTC calendar, as the server's today). */
const monthStart = (offset: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
};
/** A local (Copenhagen) midnight of a first day: CEST from April to October. */
const local = (date: string) => {
  const month = Number(date.slice(5, 7));
  return new Date(`${date}T00:00:00${month >= 4 && month <= 10 ? "+02:00" : "+01:00"}`);
};

describe("environmental aspects", () => {
  let holding: string;
  let subsidiary: string;
  let otherHolding: string;
  let manager: Caller;
  let editor: Caller;
  let other: Caller;
  let limited: Caller;
  let counter = 0;
  const api = (orgId: string, path: string) => `/api/v1/organizations/${orgId}${path}`;
  const unique = (text: string) => `${text} ${++counter}-${Date.now()}`;
  const body = (extra: Record<string, unknown> = {}) => ({
    activity: "Compressed air",
    title: unique("Electricity of the compressors"),
    category: "ENERGY_USE",
    impact: "Use of energy and CO2 from its generation",
    ratings: { severity: 3, quantity: 4, legal: 2, stakeholders: 1 },
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}, orgId = holding) => {
    const answer = await manager.post(api(orgId, "/aspects"), { body: body(extra) });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    [holding, subsidiary, otherHolding] = await Promise.all([demo.holding(), demo.subsidiary(), demo.other()]);
    [manager, editor, other, limited] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("other@demo.example"),
      as("limited@demo.example"),
    ]);
  });

  it("computes the score and significance from the ratings by the criteria in force, ignoring typed ones", async () => {
    const criteria = (await manager.get(api(holding, "/aspect-criteria"))).body.current;
    expect(criteria).toMatchObject({ rule: "SUM", threshold: 10 });
    expect(criteria.criteria.map((criterion: { key: string }) => criterion.key)).toEqual([
      "severity",
      "quantity",
      "legal",
      "stakeholders",
    ]);
    // 3 + 4 + 2 + 1 = 10: significant from 10
    const made = await create({ score: 1, significant: false });
    expect(made).toMatchObject({ score: 10, significant: true, criteria: { version: criteria.version } });
    const lower = await manager.put(api(holding, `/aspects/${made.id}`), {
      body: body({
        ratings: { severity: 3, quantity: 3, legal: 2, stakeholders: 1 },
        last_modified_date: made.lastModifiedDate,
      }),
    });
    expect(lower.status).toBe(200);
    expect(lower.body).toMatchObject({ score: 9, significant: false });
    // a subsidiary rates with its holding's criteria
    expect((await create({}, subsidiary)).criteria.id).toBe(criteria.id);
  });

  it("refuses ratings off the scale or missing, unknown choices and stale forms with 422 and 409, changing nothing", async () => {
    const before = await db().environmentalAspect.count({ where: { organizationId: holding } });
    const refused = async (extra: Record<string, unknown>, field: string) => {
      const answer = await manager.post(api(holding, "/aspects"), { body: body(extra) });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty([field]);
    };
    await refused({ ratings: { severity: 3, quantity: 4, legal: 4, stakeholders: 1 } }, "ratings.legal");
    await refused({ ratings: { severity: 3, quantity: 4, legal: 2 } }, "ratings.stakeholders");
    await refused({ category: "NUCLEAR" }, "category");
    await refused({ condition: "SOMETIMES" }, "condition");
    await refused({ title: "" }, "title");
    expect(await db().environmentalAspect.count({ where: { organizationId: holding } })).toBe(before);

    const made = await create();
    const first = await manager.put(api(holding, `/aspects/${made.id}`), {
      body: body({ last_modified_date: made.lastModifiedDate }),
    });
    expect(first.status).toBe(200);
    const stale = await manager.put(api(holding, `/aspects/${made.id}`), {
      body: body({ title: "Older form", last_modified_date: made.lastModifiedDate }),
    });
    expect(stale.status).toBe(409);
    expect((await manager.get(api(holding, `/aspects/${made.id}`))).body.title).toBe(first.body.title);
  });

  it("links obligations, procedures, meters, waste and chemicals of its own organization only", async () => {
    const foreignMeter = await db().meter.create({
      data: {
        organizationId: otherHolding,
        name: "Foreign meter",
        meterType: "ELECTRICITY",
        unit: "KWH",
        readingMode: "REGISTER",
      },
    });
    const ownMeter = await db().meter.create({
      data: {
        organizationId: holding,
        name: unique("Compressor meter"),
        meterType: "ELECTRICITY",
        unit: "KWH",
        readingMode: "REGISTER",
      },
    });
    const refused = await manager.post(api(holding, "/aspects"), {
      body: body({ meter_ids: [ownMeter.id, foreignMeter.id] }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty(["meterIds.1"]);
    for (const field of ["obligation_ids", "procedure_ids", "waste_arrangement_ids", "chemical_association_ids"]) {
      const answer = await manager.post(api(holding, "/aspects"), {
        body: body({ [field]: ["00000000-0000-4000-8000-000000000000"] }),
      });
      expect(answer.status).toBe(422);
    }
    const made = await create({ meter_ids: [ownMeter.id] });
    expect(made.meters).toEqual([{ id: ownMeter.id, name: ownMeter.name }]);
    // the register filters by meter, and the meter's screen finds it
    const page = (await manager.get(api(holding, `/aspects?meter_id=${ownMeter.id}`))).body;
    expect(page.content.map((row: { id: string }) => row.id)).toEqual([made.id]);
    // another tenant neither reads nor changes it
    expect((await other.get(api(holding, `/aspects/${made.id}`))).status).toBe(404);
    expect((await other.get(api(otherHolding, `/aspects/${made.id}`))).status).toBe(404);
    expect(
      (
        await other.put(api(otherHolding, `/aspects/${made.id}`), {
          body: body({ last_modified_date: made.lastModifiedDate }),
        })
      ).status,
    ).toBe(404);
  });

  it("shows the figures of its meters and waste for the last twelve whole months beside the twelve before", async () => {
    // hand-computed: electricity 1000 kWh in the first month of the last twelve and 800 kWh in the
    // same month a year before, at an own location-based factor of 100 g/kWh: 0.1 t and 0.08 t of CO2;
    // a heat meter without any factor: 500 kWh now, its CO2 missing (not zero); the month before the
    // two periods and this month count in neither. Waste: 2000 kg now, 1500 kg before: 2 t and 1.5 t.
    const [first, firstBefore, outside, thisMonth] = [monthStart(-12), monthStart(-24), monthStart(-25), monthStart(0)];
    const nextOf = (date: string) => {
      const next = new Date(`${date}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      return next.toISOString().slice(0, 10);
    };
    const meter = async (name: string, meterType: "ELECTRICITY" | "HEAT") =>
      db().meter.create({
        data: { organizationId: holding, name: unique(name), meterType, unit: "KWH", readingMode: "PERIOD_AMOUNT" },
      });
    const reading = async (meterId: string, from: string, quantity: string) =>
      db().meterReading.create({
        data: {
          organizationId: holding,
          meterId,
          periodStart: local(from),
          performedAt: local(nextOf(from)),
          value: quantity,
          unit: "KWH",
          normalizedValue: quantity,
          quantity,
        },
      });
    const electricity = await meter("Compressor electricity", "ELECTRICITY");
    const heat = await meter("Hall heating", "HEAT");
    await reading(electricity.id, first, "1000");
    await reading(electricity.id, firstBefore, "800");
    await reading(electricity.id, outside, "5000");
    await reading(heat.id, first, "500");
    const factor = await db().emissionFactor.create({
      data: {
        organizationId: holding,
        utilityType: "ELECTRICITY",
        ghgCategory: "SCOPE2_ELECTRICITY",
        basis: "LOCATION_BASED",
        name: unique("Aspect test grid factor"),
        source: "Hand-computed",
        values: {
          create: [
            {
              organizationId: holding,
              meterUnit: "KWH",
              emissionUnit: "GRAMS",
              startDate: new Date(`${outside}T00:00:00Z`),
              endDate: null,
              value: "100",
            },
          ],
        },
      },
    });
    const linked = await manager.put(api(holding, `/carbon/meters/${electricity.id}/emission-factors`), {
      body: { emission_factor_ids: [factor.id] },
    });
    expect(linked.status).toBe(200);

    const waste = api(holding, "/waste-handler-associations");
    const handler = await manager.post(waste, {
      body: { stakeholder: { name: unique("Aspect Recycling A/S"), type: "SUPPLIER" } },
    });
    expect(handler.status).toBe(201);
    const arrangement = await manager.post(`${waste}/${handler.body.id}/arrangements`, {
      body: {
        name: "Cardboard",
        waste_type_id: await typeId("15 01 01"),
        treatment_code: "R3",
        registration_unit: "KILOGRAM",
      },
    });
    expect(arrangement.status).toBe(201);
    for (const [day, quantity] of [
      [first.replace(/01$/, "15"), "2000"],
      [firstBefore.replace(/01$/, "15"), "1500"],
      [thisMonth, "9999"],
    ]) {
      const registered = await manager.post(`${waste}/${handler.body.id}/bulk-registrations`, {
        body: { performed_at: day, lines: [{ arrangement_id: arrangement.body.id, quantity }] },
      });
      expect(registered.status).toBe(201);
    }

    const made = await create({
      meter_ids: [electricity.id, heat.id],
      waste_arrangement_ids: [arrangement.body.id],
    });
    const evidence = (await manager.get(api(holding, `/aspects/${made.id}/evidence`))).body;
    expect(evidence.period).toEqual({
      from: first.slice(0, 7),
      to: thisMonth.slice(0, 7),
      previousFrom: firstBefore.slice(0, 7),
    });
    const byId = (id: string) => evidence.meters.find((row: { id: string }) => row.id === id);
    expect(byId(electricity.id)).toMatchObject({
      quantity: { current: "1000", previous: "800", unit: "kWh" },
      co2Tonnes: { current: "0.1", previous: "0.08", unit: "t" },
      co2Incomplete: false,
    });
    expect(byId(heat.id)).toMatchObject({
      quantity: { current: "500", previous: null },
      co2Tonnes: { current: null, previous: null },
      co2Incomplete: true,
    });
    expect(evidence.wasteArrangements).toEqual([
      { id: arrangement.body.id, name: "Cardboard", tonnes: { current: "2", previous: "1.5", unit: "t" } },
    ]);
  });

  it("keeps an aspect's actions in the plan, counts the open ones, and counts by category under the filters", async () => {
    const made = await create({ category: "WASTE", ratings: { severity: 5, quantity: 5, legal: 3, stakeholders: 3 } });
    const action = await manager.post(api(holding, "/actions"), {
      body: { title: "Separate the plastic film", source: "ASPECT", aspect_id: made.id, due_date: "2027-03-31" },
    });
    expect(action.status).toBe(201);
    expect(action.body).toMatchObject({
      source: "ASPECT",
      sourceRecord: { id: made.id, href: `/planning/aspects/${made.id}` },
    });
    // an aspect's action names the aspect, and only that
    const wrong = await manager.post(api(holding, "/actions"), {
      body: { title: "Nowhere", source: "ASPECT", hazard_id: null },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toHaveProperty("aspectId");
    expect((await manager.get(api(holding, `/aspects/${made.id}`))).body.openActions).toBe(1);
    const counts = (await manager.get(api(holding, "/aspects/by-category?category=WASTE"))).body;
    const wasteRow = counts.find((row: { category: string }) => row.category === "WASTE");
    const expected = await db().environmentalAspect.groupBy({
      by: ["significant"],
      where: { organizationId: holding, category: "WASTE", archivedDate: null },
      _count: true,
    });
    expect(wasteRow).toEqual({
      category: "WASTE",
      significant: expected.find((row) => row.significant)?._count ?? 0,
      other: expected.find((row) => !row.significant)?._count ?? 0,
    });
    expect(counts.find((row: { category: string }) => row.category === "NOISE")).toEqual({
      category: "NOISE",
      significant: 0,
      other: 0,
    });
    // archived, it leaves the register but keeps its record
    expect((await manager.delete(api(holding, `/aspects/${made.id}`))).status).toBe(204);
    const listed = (await manager.get(api(holding, `/aspects?q=${encodeURIComponent(made.title)}`))).body.content;
    expect(listed).toEqual([]);
    expect((await manager.get(api(holding, `/aspects/${made.id}`))).body.archivedDate).not.toBeNull();
  });

  it("makes a change of the criteria their next version, at the holding only, and leaves rated aspects as they were", async () => {
    const made = await create();
    const current = (await manager.get(api(holding, "/aspect-criteria"))).body.current;
    const changed = await manager.put(api(holding, "/aspect-criteria"), {
      body: { criteria: current.criteria, rule: "PRODUCT", threshold: 30 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: current.version + 1, rule: "PRODUCT", authorName: "Mette Manager" });
    const kept = (await manager.get(api(holding, `/aspects/${made.id}`))).body;
    expect(kept).toMatchObject({ score: 10, significant: true, criteria: { version: current.version } });
    // rated again: 3 × 4 × 2 × 1 = 24, below 30
    const rerated = await manager.put(api(holding, `/aspects/${made.id}`), {
      body: body({ title: made.title, last_modified_date: kept.lastModifiedDate }),
    });
    expect(rerated.body).toMatchObject({ score: 24, significant: false, criteria: { version: current.version + 1 } });
    // a threshold no aspect can reach is refused; a subsidiary has no criteria of its own
    const unreachable = await manager.put(api(holding, "/aspect-criteria"), {
      body: { criteria: current.criteria, rule: "SUM", threshold: 17 },
    });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.error.fields).toHaveProperty("threshold");
    const fromSubsidiary = await manager.put(api(subsidiary, "/aspect-criteria"), {
      body: { criteria: current.criteria, rule: "SUM", threshold: 10 },
    });
    expect(fromSubsidiary.status).toBe(404);
    expect(fromSubsidiary.body.error.code).toBe("not_a_holding");
    // back to the default sum for the other tests of this file
    await manager.put(api(holding, "/aspect-criteria"), {
      body: { criteria: current.criteria, rule: "SUM", threshold: 10 },
    });
  });

  it("needs MANAGE and refuses LIMITED organizations", async () => {
    expect((await editor.get(api(holding, "/aspects"))).status).toBe(403);
    expect((await editor.post(api(holding, "/aspects"), { body: body() })).status).toBe(403);
    const limitedOrg = await demo.limited();
    expect((await limited.get(api(limitedOrg, "/aspects"))).status).toBe(403);
  });
});
