import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

const base = "/api/v1/emission-factors";
const own = (orgId: string) => `/api/v1/organizations/${orgId}/emission-factors`;

let counter = 0;
const factor = (values: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  utility_type: "ELECTRICITY",
  ghg_category: "SCOPE2_ELECTRICITY",
  name: `Test grid factor ${++counter}`,
  basis: "LOCATION_BASED",
  source: "Test source",
  source_url: "https://example.org/factors",
  values,
  ...extra,
});
const year = (y: number, value: string, unit = "KWH") => ({
  meter_unit: unit,
  emission_unit: "GRAMS",
  start_date: `${y}-01-01`,
  end_date: `${y}-12-31`,
  value,
});

describe("the emission-factor catalogue", () => {
  let admin: Caller;
  let manager: Caller;
  let reader: Caller;

  beforeAll(async () => {
    [admin, manager, reader] = await Promise.all([
      as("admin@demo.example"),
      as("manager@demo.example"),
      as("reader@demo.example"),
    ]);
  });

  it("is seeded from the sourced reference data, each value for its period", async () => {
    const page = (await admin.get(`${base}/detailed?size=100&sort=name,asc`)).body;
    const named = (name: string) => page.content.find((row: { name: string }) => row.name === name);
    const grid = named("Electricity, Denmark: Electricity Maps, consumption (life cycle)");
    expect(grid).toMatchObject({ utilityType: "ELECTRICITY", basis: "LOCATION_BASED", co2Equivalent: true });
    expect(
      grid.values.map((v: { startDate: string; endDate: string; value: string }) => [v.startDate, v.endDate, v.value]),
    ).toEqual([
      ["2021-01-01", "2021-12-31", "211"],
      ["2022-01-01", "2022-12-31", "186"],
      ["2023-01-01", "2023-12-31", "140"],
      ["2024-01-01", "2024-12-31", "136"],
      ["2025-01-01", "2025-12-31", "123"],
    ]);
    expect(grid.source).toContain("Electricity Maps");
    // a fuel value holds until the next one starts; the last has no end
    const pellets = named("Wood pellets (DESNZ), biogenic CO2, per tonne");
    expect(pellets).toMatchObject({ utilityType: "MASS", ghgCategory: "BIOGENIC" });
    expect(
      pellets.values.map((v: { startDate: string; endDate: string | null; value: string }) => [
        v.startDate,
        v.endDate,
        v.value,
      ]),
    ).toEqual([
      ["2023-01-01", "2024-12-31", "1677.18"],
      ["2025-01-01", null, "1677.18"],
    ]);
    const market = named("Electricity: Nordic residual mix (SE/FI disclosure)");
    expect(market).toMatchObject({ basis: "MARKET_BASED", co2Equivalent: false });
  });

  it("lets a maintainer add a factor with dated values, read it in detail and change it; others only read", async () => {
    const created = await admin.post(base, { body: factor([year(2024, "143.3"), year(2025, "0.000000000001")]) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId: null,
      catalogue: true,
      utilityType: "ELECTRICITY",
      emissionType: "CO2",
      basis: "LOCATION_BASED",
      co2Equivalent: false,
      sourceUrl: "https://example.org/factors",
      values: [
        { meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2024-01-01", endDate: "2024-12-31", value: "143.3" },
        // twelve decimals come back exactly, not as a float
        { startDate: "2025-01-01", value: "0.000000000001" },
      ],
    });

    // everyone reads the catalogue list with the value valid today; the detailed form is the maintainers'
    const listed = await reader.get(`${base}?q=${encodeURIComponent(created.body.name)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.totalElements).toBe(1);
    expect(listed.body.content[0]).toMatchObject({ id: created.body.id, valueCount: 2 });
    expect((await reader.get(`${base}/detailed/${created.body.id}`)).status).toBe(403);
    expect((await manager.post(base, { body: factor([year(2024, "1")]) })).status).toBe(403);
    const detailed = await admin.get(`${base}/detailed/${created.body.id}`);
    expect(detailed.body).toEqual(created.body);
    const detailedList = await admin.get(`${base}/detailed?q=${encodeURIComponent(created.body.name)}`);
    expect(detailedList.body.content[0].values).toHaveLength(2);

    // a maintainer adds next year's value, keeping the two by id
    const [first, second] = created.body.values;
    const updated = await admin.put(`${base}/${created.body.id}`, {
      body: factor(
        [{ id: first.id, ...year(2024, "143.3") }, { id: second.id, ...year(2025, "136") }, year(2026, "120")],
        { name: created.body.name, last_modified_date: created.body.lastModifiedDate },
      ),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.values.map((v: { id: string; value: string }) => [v.id, v.value])).toEqual([
      [first.id, "143.3"],
      [second.id, "136"],
      [expect.any(String), "120"],
    ]);

    // the old form is stale now: 409, nothing changes
    const stale = await admin.put(`${base}/${created.body.id}`, {
      body: factor([year(2024, "1")], { last_modified_date: created.body.lastModifiedDate }),
    });
    expect(stale.status).toBe(409);
    expect((await admin.get(`${base}/detailed/${created.body.id}`)).body.values).toHaveLength(3);

    // leaving a value out removes it
    const fewer = await admin.put(`${base}/${created.body.id}`, {
      body: factor([{ id: first.id, ...year(2024, "143.3") }], { name: created.body.name }),
    });
    expect(fewer.body.values).toHaveLength(1);
  });

  it("refuses overlapping periods with 422 naming the value, and stores nothing", async () => {
    const before = await db().emissionFactor.count();
    const overlapping = await admin.post(base, {
      body: factor([year(2024, "1"), { ...year(2025, "2"), start_date: "2024-12-31" }]),
    });
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.error.fields).toEqual({
      "values.1.startDate": "This period overlaps value 1 (2024-01-01 – 2024-12-31).",
    });
    // an open-ended value overlaps every later one
    const open = await admin.post(base, {
      body: factor([{ ...year(2020, "1"), end_date: null }, year(2022, "2")]),
    });
    expect(open.status).toBe(422);
    expect(Object.keys(open.body.error.fields)).toEqual(["values.1.startDate"]);
    expect(await db().emissionFactor.count()).toBe(before);
  });

  it("refuses units outside the meter type's group, backwards periods, bad figures and foreign value ids", async () => {
    const figures = await admin.post(base, { body: factor([year(2022, "1e5"), year(2023, "-4")]) });
    expect(figures.status).toBe(422);
    expect(figures.body.error.fields).toEqual({
      "values.0.value": expect.stringContaining("at most 15 digits"),
      "values.1.value": expect.stringContaining("at most 15 digits"),
    });
    // the periods and units are checked once every field reads
    const answer = await admin.post(base, {
      body: factor([year(2020, "1", "M3"), { ...year(2021, "1"), end_date: "2020-06-30" }]),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toMatchObject({
      "values.0.meterUnit": "M3 is not a unit of this meter type.",
      "values.1.endDate": "The end must not be before the start.",
    });
    // a heat factor may be per fuel unit; an electricity factor may not
    const heat = await admin.post(base, {
      body: factor([year(2020, "2.245", "M3_NATURAL_GAS")], {
        utility_type: "HEAT",
        ghg_category: "SCOPE1_STATIONARY",
        basis: "PHYSICAL_UNIT",
      }),
    });
    expect(heat.status).toBe(201);

    const other = (await admin.post(base, { body: factor([year(2020, "1")]) })).body;
    const target = (await admin.post(base, { body: factor([year(2020, "1")]) })).body;
    const stolen = await admin.put(`${base}/${target.id}`, {
      body: factor([{ id: other.values[0].id, ...year(2021, "5") }]),
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.fields).toEqual({ "values.0.id": "Not a value of this factor" });
    expect((await admin.get(`${base}/detailed/${other.id}`)).body.values[0].value).toBe("1");
  });

  it("exports the catalogue", async () => {
    const answer = await reader.get(`${base}?format=csv&q=Test%20grid`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
  });
});

describe("an organization's own emission factors", () => {
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let holding: string;
  let otherHolding: string;

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [editor, reader, other] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
  });

  it("lets an editor keep a supplier's market-based factor, with its history; readers read it", async () => {
    const created = await editor.post(own(holding), {
      body: factor([year(2025, "35")], { basis: "MARKET_BASED", name: "Supplier green tariff" }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ organizationId: holding, catalogue: false, basis: "MARKET_BASED" });
    expect((await reader.post(own(holding), { body: factor([year(2025, "1")]) })).status).toBe(403);
    expect((await reader.get(`${own(holding)}/${created.body.id}`)).body).toEqual(created.body);

    const updated = await editor.put(`${own(holding)}/${created.body.id}`, {
      body: factor([{ id: created.body.values[0].id, ...year(2025, "34.5") }], {
        basis: "MARKET_BASED",
        name: "Supplier green tariff",
        last_modified_date: created.body.lastModifiedDate,
      }),
    });
    expect(updated.status).toBe(200);
    const history = await reader.get(`${own(holding)}/${created.body.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.content.map((entry: { entityType: string }) => entry.entityType)).toEqual(
      expect.arrayContaining(["emission_factor", "emission_factor_value"]),
    );

    // the own list holds the organization's factors; origin=ALL adds the catalogue's
    const ownList = await reader.get(own(holding));
    expect(ownList.body.content.every((row: { organizationId: string }) => row.organizationId === holding)).toBe(true);
    const all = await reader.get(`${own(holding)}?origin=ALL&size=100`);
    expect(all.body.content.some((row: { catalogue: boolean }) => row.catalogue)).toBe(true);

    // archived: out of the list
    expect((await editor.delete(`${own(holding)}/${created.body.id}`)).status).toBe(204);
    expect((await reader.get(own(holding))).body.content.map((row: { id: string }) => row.id)).not.toContain(
      created.body.id,
    );
  });

  it("keeps one organization's factors from another", async () => {
    const created = (await editor.post(own(holding), { body: factor([year(2025, "35")]) })).body;
    expect((await other.get(`${own(otherHolding)}/${created.id}`)).status).toBe(404);
    expect((await other.put(`${own(otherHolding)}/${created.id}`, { body: factor([year(2025, "1")]) })).status).toBe(
      404,
    );
    const list = await other.get(`${own(otherHolding)}?origin=ALL&size=100`);
    expect(list.body.content.map((row: { id: string }) => row.id)).not.toContain(created.id);
    // nor is an organization's factor a catalogue factor
    const admin = await as("admin@demo.example");
    expect((await admin.get(`${base}/detailed/${created.id}`)).status).toBe(404);
    expect((await admin.put(`${base}/${created.id}`, { body: factor([year(2025, "1")]) })).status).toBe(404);
  });
});
