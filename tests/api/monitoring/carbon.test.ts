import { db } from "@/lib/platform/db";
import { energyAndCarbon } from "@/lib/modules/dashboard/energy-and-carbon";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

// A small organization worked out by hand. All instants are local midnights (Europe/Copenhagen), and no
// period crosses a change of summer time, so a day is 24 hours and the shares below are whole days.
//
// Electricity meter (holding), kWh; catalogue location-based factor: 2024 100 g/kWh, 2025 200 g/kWh;
// catalogue market-based factor: 2025 500 g/kWh; the organization's own market-based factor (a
// supplier's declaration): 15 February – 31 December 2025, 50 g/kWh.
//   R1: 1 Dec 2024 – 1 Feb 2025, 620 kWh over 62 days = 10 kWh a day: 310 kWh in Dec 2024, 310 in Jan 2025.
//   R2: 1 Feb – 1 Mar 2025, 280 kWh over 28 days = 10 kWh a day.
//   2025 location-based: (310 + 280) kWh × 0.2 kg = 118 kg (January 62, February 56).
//   2025 market-based: January 310 × 0.5 = 155 kg (the own factor starts later);
//     February 1–14: 140 kWh × 0.5 = 70 kg (catalogue), 15–28: 140 kWh × 0.05 = 7 kg (own wins): 77 kg;
//     total 232 kg.
// Gas meter (a department below the holding), m³; catalogue factor 1 January – 30 June 2025, 2 kg/m³,
//   and from 1 August 2025 on, 3 kg/m³ (July falls between two values).
//   R: 1 Jun – 1 Aug 2025, 610 m³ over 61 days: June 300 m³ × 2 = 600 kg; July 310 m³ has no factor (missing).
// Pellet boiler (holding), stored in kg, factors per tonne from 2025: 50 kg/t (scope 1, CH4 + N2O) and
//   1600 kg/t biogenic CO2. R: January 2025, 2000 kg = 2 t: scope 1 100 kg, biogenic 3200 kg.
// Heat meter (holding) with no factor: 1000 kWh in March 2025, reported as without a factor.
// Scope 1 = 600 + 100 = 700 kg; scope 2 location-based = 118 kg; market-based = 232 kg; biogenic 3200 kg.

// local midnight: CET in winter, CEST from April to October (the dates below avoid the change-over days)
const local = (date: string) => {
  const month = Number(date.slice(5, 7));
  return new Date(`${date}T00:00:00${month >= 4 && month <= 10 ? "+02:00" : "+01:00"}`);
};
const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe("CO2 and the greenhouse-gas account", () => {
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let holding: string;
  let department: string;
  let otherHolding: string;
  const meters: Record<string, string> = {};
  const factors: Record<string, string> = {};

  async function factor(
    key: string,
    organizationId: string | null,
    fields: {
      utilityType: "ELECTRICITY" | "GAS" | "MASS";
      ghgCategory: "SCOPE2_ELECTRICITY" | "SCOPE1_STATIONARY" | "BIOGENIC";
      basis: "LOCATION_BASED" | "MARKET_BASED" | "PHYSICAL_UNIT";
    },
    values: {
      meterUnit: string;
      emissionUnit: "GRAMS" | "KILOGRAMS";
      startDate: string;
      endDate: string | null;
      value: string;
    }[],
  ) {
    const row = await db().emissionFactor.create({
      data: {
        organizationId,
        ...fields,
        name: `Hand-computed ${key}`,
        source: `Source of ${key}`,
        values: {
          create: values.map((value) => ({
            ...value,
            organizationId,
            startDate: day(value.startDate),
            endDate: value.endDate ? day(value.endDate) : null,
          })),
        },
      },
    });
    factors[key] = row.id;
  }

  async function meter(
    key: string,
    organizationId: string,
    meterType: "ELECTRICITY" | "GAS" | "MASS" | "HEAT",
    unit: string,
  ) {
    const row = await db().meter.create({
      data: { organizationId, name: `Hand-computed ${key}`, meterType, unit, readingMode: "PERIOD_AMOUNT" },
    });
    meters[key] = row.id;
  }

  async function reading(key: string, from: string, to: string, quantity: string) {
    const meter = await db().meter.findUniqueOrThrow({ where: { id: meters[key] } });
    await db().meterReading.create({
      data: {
        organizationId: meter.organizationId,
        meterId: meter.id,
        periodStart: local(from),
        performedAt: local(to),
        value: quantity,
        unit: meter.unit,
        normalizedValue: quantity,
        quantity,
      },
    });
  }

  beforeAll(async () => {
    otherHolding = await demo.other();
    [editor, reader, other] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
    // an organization of its own, so that no other test's meters count
    const root = await db().organization.create({ data: { name: "Hand-computed Holding A/S", type: "HOLDING" } });
    holding = root.id;
    department = (
      await db().organization.create({
        data: { name: "Hand-computed Boiler House", type: "DEPARTMENT", parentId: holding, holdingId: holding },
      })
    ).id;
    for (const email of ["editor@demo.example", "reader@demo.example"]) {
      const user = await db().user.findUniqueOrThrow({ where: { email } });
      await db().membership.create({
        data: {
          userId: user.id,
          organizationId: holding,
          scopes: email.startsWith("editor") ? ["EDIT"] : ["READ"],
          userName: user.name,
          userEmail: email,
        },
      });
    }

    await factor(
      "location",
      null,
      { utilityType: "ELECTRICITY", ghgCategory: "SCOPE2_ELECTRICITY", basis: "LOCATION_BASED" },
      [
        { meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2024-01-01", endDate: "2024-12-31", value: "100" },
        { meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2025-01-01", endDate: "2025-12-31", value: "200" },
      ],
    );
    await factor(
      "market",
      null,
      { utilityType: "ELECTRICITY", ghgCategory: "SCOPE2_ELECTRICITY", basis: "MARKET_BASED" },
      [{ meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2025-01-01", endDate: "2025-12-31", value: "500" }],
    );
    // the organization's own: per MWh, to prove the unit is converted (50 g/kWh = 50 kg/MWh)
    await factor(
      "supplier",
      holding,
      { utilityType: "ELECTRICITY", ghgCategory: "SCOPE2_ELECTRICITY", basis: "MARKET_BASED" },
      [{ meterUnit: "MWH", emissionUnit: "KILOGRAMS", startDate: "2025-02-15", endDate: "2025-12-31", value: "50" }],
    );
    await factor("gas", null, { utilityType: "GAS", ghgCategory: "SCOPE1_STATIONARY", basis: "PHYSICAL_UNIT" }, [
      { meterUnit: "M3", emissionUnit: "KILOGRAMS", startDate: "2025-01-01", endDate: "2025-06-30", value: "2" },
      { meterUnit: "M3", emissionUnit: "KILOGRAMS", startDate: "2025-08-01", endDate: null, value: "3" },
    ]);
    await factor("pellets", null, { utilityType: "MASS", ghgCategory: "SCOPE1_STATIONARY", basis: "PHYSICAL_UNIT" }, [
      { meterUnit: "T", emissionUnit: "KILOGRAMS", startDate: "2025-01-01", endDate: null, value: "50" },
    ]);
    await factor("biogenic", null, { utilityType: "MASS", ghgCategory: "BIOGENIC", basis: "PHYSICAL_UNIT" }, [
      { meterUnit: "T", emissionUnit: "KILOGRAMS", startDate: "2025-01-01", endDate: null, value: "1600" },
    ]);

    await meter("electricity", holding, "ELECTRICITY", "KWH");
    await meter("gas", department, "GAS", "M3");
    await meter("pellets", holding, "MASS", "T");
    await meter("heat", holding, "HEAT", "KWH");
    await reading("electricity", "2024-12-01", "2025-02-01", "620");
    await reading("electricity", "2025-02-01", "2025-03-01", "280");
    await reading("gas", "2025-06-01", "2025-08-01", "610");
    await reading("pellets", "2025-01-01", "2025-02-01", "2000"); // stored in kg, the mass group's unit
    await reading("heat", "2025-03-01", "2025-04-01", "1000");
  });

  const link = (caller: Caller, orgId: string, meterKey: string, factorKeys: string[]) =>
    caller.put(`/api/v1/organizations/${orgId}/carbon/meters/${meters[meterKey]}/emission-factors`, {
      body: { emission_factor_ids: factorKeys.map((key) => factors[key] ?? key) },
    });

  it("links factors of the meter's type, one catalogue and one own per account line", async () => {
    const linked = await link(editor, holding, "electricity", ["location", "market", "supplier"]);
    expect(linked.status).toBe(200);
    expect(linked.body.map((f: { catalogue: boolean }) => f.catalogue).sort()).toEqual([false, true, true]);
    expect((await link(editor, department, "gas", ["gas"])).status).toBe(200);
    expect((await link(editor, holding, "pellets", ["pellets", "biogenic"])).status).toBe(200);

    const wrongType = await link(editor, holding, "heat", ["gas"]);
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.error.fields).toEqual({ "emissionFactorIds.0": "This factor is for another meter type" });
    const twice = await link(editor, holding, "electricity", ["location", "location2"]);
    expect(twice.status).toBe(422);
    const reader403 = await link(reader, holding, "electricity", []);
    expect(reader403.status).toBe(403);
    // another organization's own factor is not there for this one
    const foreign = await db().emissionFactor.create({
      data: {
        organizationId: otherHolding,
        utilityType: "ELECTRICITY",
        ghgCategory: "SCOPE2_ELECTRICITY",
        name: "Foreign",
        basis: "MARKET_BASED",
        source: "x",
      },
    });
    const stolen = await link(editor, holding, "electricity", [foreign.id]);
    expect(stolen.status).toBe(422);
    expect(
      (await editor.get(`/api/v1/organizations/${holding}/carbon/meters/${meters.electricity}/emission-factors`)).body,
    ).toHaveLength(3);
  });

  it("computes a meter's CO2 per month, splitting periods by factor period and letting the own factor win", async () => {
    const answer = await reader.get(`/api/v1/organizations/${holding}/carbon/meters/${meters.electricity}?year=2025`);
    expect(answer.status).toBe(200);
    const month = (m: string) => answer.body.months.find((row: { month: string }) => row.month === m);
    const byLine = (m: string) =>
      Object.fromEntries(month(m).byLine.map((row: { line: string; co2Kg: string | null }) => [row.line, row.co2Kg]));
    expect(byLine("2025-01")).toEqual({ SCOPE2_ELECTRICITY_LOCATION: "62", SCOPE2_ELECTRICITY_MARKET: "155" });
    expect(byLine("2025-02")).toEqual({ SCOPE2_ELECTRICITY_LOCATION: "56", SCOPE2_ELECTRICITY_MARKET: "77" });
    expect(byLine("2025-03")).toEqual({ SCOPE2_ELECTRICITY_LOCATION: null, SCOPE2_ELECTRICITY_MARKET: null });
    // 2024's part of the first reading uses 2024's value: 310 kWh × 0.1 kg
    const previous = await reader.get(`/api/v1/organizations/${holding}/carbon/meters/${meters.electricity}?year=2024`);
    expect(previous.body.months[11].byLine).toEqual(
      expect.arrayContaining([expect.objectContaining({ line: "SCOPE2_ELECTRICITY_LOCATION", co2Kg: "31" })]),
    );
    // the gas meter's July has no factor: missing, not zero
    const gas = await reader.get(`/api/v1/organizations/${department}/carbon/meters/${meters.gas}?year=2025`);
    const july = gas.body.months.find((row: { month: string }) => row.month === "2025-07");
    expect(july.byLine).toEqual([
      { line: "SCOPE1_STATIONARY", co2Kg: null, provisional: false, missingQuantity: "310" },
    ]);
    const june = gas.body.months.find((row: { month: string }) => row.month === "2025-06");
    expect(june.byLine).toEqual([
      { line: "SCOPE1_STATIONARY", co2Kg: "600", provisional: false, missingQuantity: "0" },
    ]);
  });

  it("answers the yearly account by scope for the holding and everything below it", async () => {
    const answer = await reader.get(`/api/v1/organizations/${holding}/carbon/ghg-account?year=2025`);
    expect(answer.status).toBe(200);
    const account = answer.body;
    expect(account).toMatchObject({
      year: 2025,
      scope1Kg: "700",
      scope2LocationKg: "118",
      scope2MarketKg: "232",
      biogenicKg: "3200",
      incomplete: true,
    });
    expect(account.metersWithoutFactor).toEqual([
      expect.objectContaining({ meterName: "Hand-computed heat", quantity: "1000", quantityUnit: "KWH" }),
    ]);
    // each line carries its quantity, factor and source, so it can be followed back
    const supplier = account.lines.find(
      (line: { factor: { name: string } | null }) => line.factor?.name === "Hand-computed supplier",
    );
    expect(supplier).toMatchObject({
      line: "SCOPE2_ELECTRICITY_MARKET",
      scope: 2,
      quantity: "140",
      quantityUnit: "KWH",
      factorQuantity: "0.14",
      co2Kg: "7",
      factor: {
        value: "50",
        meterUnit: "MWH",
        emissionUnit: "KILOGRAMS",
        source: "Source of supplier",
        catalogue: false,
      },
    });
    const gasMissing = account.lines.find(
      (line: { meterName: string; factor: unknown }) => line.meterName === "Hand-computed gas" && line.factor === null,
    );
    expect(gasMissing).toMatchObject({ organizationName: "Hand-computed Boiler House", quantity: "310", co2Kg: null });
    const pellets = account.lines.filter((line: { meterName: string }) => line.meterName === "Hand-computed pellets");
    expect(
      pellets.map((line: { line: string; factorQuantity: string; co2Kg: string }) => [
        line.line,
        line.factorQuantity,
        line.co2Kg,
      ]),
    ).toEqual([
      ["SCOPE1_STATIONARY", "2", "100"],
      ["BIOGENIC", "2", "3200"],
    ]);

    // the department alone: only its gas meter
    const departmentAccount = (await editor.get(`/api/v1/organizations/${department}/carbon/ghg-account?year=2025`))
      .body;
    expect(departmentAccount).toMatchObject({ scope1Kg: "600", scope2LocationKg: "0", scope2MarketKg: "0" });
  });

  it("exports the account to XLSX", async () => {
    const answer = await reader.get(`/api/v1/organizations/${holding}/carbon/ghg-account?year=2025&format=xlsx`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("spreadsheetml");
    expect(answer.headers.get("content-disposition")).toContain("GHG account 2025.xlsx");
  });

  it("gives the dashboard each month's energy and CO2 of the year against the last, as the account counts them", async () => {
    const figures = await energyAndCarbon([holding, department], day("2025-12-15"));
    expect(figures.year).toBe(2025);
    // electricity and heat in kWh: the electricity period shared out by day, the heat meter's March
    expect(figures.energyKwh.lastYear).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 310]);
    expect(figures.energyKwh.thisYear).toEqual([310, 280, 1000, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // scope 1 and scope 2 location-based: January 62 (electricity) + 100 (pellets), February 56, June
    // 600 (gas); December 2024 310 kWh at 100 g; biogenic and market-based never count
    expect(figures.co2Kg.lastYear).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 31]);
    expect(figures.co2Kg.thisYear).toEqual([162, 56, 0, 0, 0, 600, 0, 0, 0, 0, 0, 0]);
    // July's gas and March's heat have no factor
    expect(figures.co2Incomplete).toBe(true);
    expect(figures.hasFigures).toBe(true);

    // months still to come are empty, not zero; the department alone has only its gas
    const inMarch = await energyAndCarbon([department], day("2025-03-10"));
    expect(inMarch.co2Kg.thisYear).toEqual([0, 0, 0, null, null, null, null, null, null, null, null, null]);
    expect(inMarch.energyKwh.thisYear.slice(0, 3)).toEqual([0, 0, 0]);
    // only the organizations asked for count: the holding without its department has no gas
    const holdingAlone = await energyAndCarbon([holding], day("2025-12-15"));
    expect(holdingAlone.co2Kg.thisYear.slice(0, 6)).toEqual([162, 56, 0, 0, 0, 0]);
  });

  it("makes an organization's own factor from a meter and links it in the same step, or saves nothing", async () => {
    await meter("supplied", holding, "ELECTRICITY", "KWH");
    const path = `/api/v1/organizations/${holding}/carbon/meters/${meters.supplied}/emission-factors`;
    const body = (name: string, utilityType = "ELECTRICITY") => ({
      body: {
        utility_type: utilityType,
        ghg_category: utilityType === "ELECTRICITY" ? "SCOPE2_ELECTRICITY" : "SCOPE1_STATIONARY",
        name,
        basis: "MARKET_BASED",
        source: "Supplier's declaration",
        values: [
          {
            meter_unit: "KWH",
            emission_unit: "GRAMS",
            start_date: "2025-01-01",
            end_date: "2025-12-31",
            value: "95,5",
          },
        ],
      },
    });
    expect((await link(editor, holding, "supplied", ["location"])).status).toBe(200);
    const made = await editor.post(path, body("Supplier 2025"));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: "Supplier 2025", values: [expect.objectContaining({ value: "95.5" })] });
    const linked = (await editor.get(path)).body as { id: string; catalogue: boolean }[];
    expect(linked.map((factor) => [factor.id === made.body.id, factor.catalogue]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);

    // a second own market-based factor for the same meter would count its electricity twice: refused, nothing saved
    const twice = await editor.post(path, body("Supplier again"));
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.error.fields)).toEqual(["basis"]);
    const wrongType = await editor.post(path, body("Gas for electricity", "GAS"));
    expect(wrongType.status).toBe(422);
    expect((await reader.post(path, body("By a reader"))).status).toBe(403);
    expect(
      await db().emissionFactor.count({
        where: { name: { in: ["Supplier again", "Gas for electricity", "By a reader"] } },
      }),
    ).toBe(0);
    expect((await editor.get(path)).body).toHaveLength(2);
    // another organization's meter cannot be given one
    expect((await other.post(path.replace(holding, otherHolding), body("Foreign"))).status).toBe(404);
  });

  it("keeps one organization's meters and account from another", async () => {
    expect((await other.get(`/api/v1/organizations/${otherHolding}/carbon/meters/${meters.electricity}`)).status).toBe(
      404,
    );
    expect((await other.get(`/api/v1/organizations/${holding}/carbon/ghg-account`)).status).toBe(404);
    const theirs = (await other.get(`/api/v1/organizations/${otherHolding}/carbon/ghg-account?year=2025`)).body;
    expect(theirs.lines.some((line: { meterName: string }) => line.meterName.startsWith("Hand-computed"))).toBe(false);
  });

  // The GHG Protocol's practice: a year whose factor is not published yet uses the most recent one,
  // marked provisional, until the year's own arrives. 2026: the catalogue's location-based factor
  // (200 g/kWh in 2025) and market-based one (500 g/kWh) have no value; the supplier's own factor
  // ended with 2025 and, as a contract of its own, is never carried on.
  it("uses a catalogue factor's last value, marked provisional, for a year without one, and the year's own once it is added", async () => {
    await meter("provisional", holding, "ELECTRICITY", "KWH");
    expect((await link(editor, holding, "provisional", ["location", "market", "supplier"])).status).toBe(200);
    await reading("provisional", "2026-01-01", "2026-02-01", "310");
    const lines = async () => {
      const account = (await reader.get(`/api/v1/organizations/${holding}/carbon/ghg-account?year=2026`)).body;
      const own = account.lines.filter((line: { meterName: string }) => line.meterName === "Hand-computed provisional");
      return { account, own };
    };
    type Line = { line: string; co2Kg: string; factor: { name: string; provisional: boolean; endDate: string | null } };
    const summary = (own: Line[]) =>
      own.map((line) => [line.line, line.co2Kg, line.factor.name, line.factor.provisional, line.factor.endDate]);

    const before = await lines();
    // 310 kWh × 0.2 kg = 62 kg location-based; × 0.5 kg = 155 kg market-based, both with 2025's values
    expect(summary(before.own)).toEqual([
      ["SCOPE2_ELECTRICITY_LOCATION", "62", "Hand-computed location", true, "2025-12-31"],
      ["SCOPE2_ELECTRICITY_MARKET", "155", "Hand-computed market", true, "2025-12-31"],
    ]);
    expect(before.account).toMatchObject({
      scope2LocationKg: "62",
      scope2MarketKg: "155",
      incomplete: false,
      provisional: { scope1: [], scope2Location: [2025], scope2Market: [2025], biogenic: [] },
    });
    const total = (account: { totals: { line: string; provisionalFactorYears: number[] }[] }, line: string) =>
      account.totals.find((row) => row.line === line)!.provisionalFactorYears;
    expect(total(before.account, "SCOPE2_ELECTRICITY_LOCATION")).toEqual([2025]);
    expect(total(before.account, "SCOPE1_STATIONARY")).toEqual([]);

    // the meter's month, the export and the dashboard say so too
    const month = (
      await reader.get(`/api/v1/organizations/${holding}/carbon/meters/${meters.provisional}?year=2026`)
    ).body.months.find((row: { month: string }) => row.month === "2026-01");
    const byName = (a: { line: string }, b: { line: string }) => a.line.localeCompare(b.line);
    expect(month.byLine.sort(byName)).toEqual([
      { line: "SCOPE2_ELECTRICITY_LOCATION", co2Kg: "62", provisional: true, missingQuantity: "0" },
      { line: "SCOPE2_ELECTRICITY_MARKET", co2Kg: "155", provisional: true, missingQuantity: "0" },
    ]);
    const csv = (await reader.get(`/api/v1/organizations/${holding}/carbon/ghg-account?year=2026&format=csv`))
      .body as string;
    expect(csv.split("\n")[0]).toContain("Provisional");
    expect(csv.split("\n").filter((row) => row.includes("provisional (factor of 2025)")).length).toBeGreaterThanOrEqual(
      4, // the two lines, their two line totals and the scope totals
    );
    const dashboard = await energyAndCarbon([holding], day("2026-02-15"));
    expect(dashboard.co2Kg.thisYear.slice(0, 2)).toEqual([62, 0]);
    expect(dashboard.co2ProvisionalFactorYears).toEqual({ lastYear: [], thisYear: [2025] });

    // 2026's value is published: the account switches to it by itself, nothing is provisional any more
    await db().emissionFactorValue.create({
      data: {
        emissionFactorId: factors.location,
        meterUnit: "KWH",
        emissionUnit: "GRAMS",
        startDate: day("2026-01-01"),
        endDate: day("2026-12-31"),
        value: "150",
      },
    });
    const after = await lines();
    expect(summary(after.own)).toEqual([
      ["SCOPE2_ELECTRICITY_LOCATION", "46.5", "Hand-computed location", false, "2026-12-31"],
      ["SCOPE2_ELECTRICITY_MARKET", "155", "Hand-computed market", true, "2025-12-31"],
    ]);
    expect(after.account.provisional).toMatchObject({ scope2Location: [], scope2Market: [2025] });
  });

  // Guarantees of origin (GHG Protocol Scope 2 Guidance). A meter of its own in 2027, with a
  // location-based factor of 100 g/kWh and no market-based factor or residual mix: 310 kWh in
  // January, 280 in February, 310 in March (900 kWh, 90 kg location-based).
  //   Guarantees A, January–March, 0.45 MWh: half of the 900 kWh. Market-based: 450 kWh at 0 g, the
  //   other 450 kWh at the location-based rate (no residual mix): 45 kg.
  //   Guarantees B, February–March, 1 MWh: more than those months' 590 kWh, so with A they cover
  //   all of February and March; January keeps A's half: 155 kWh at the location-based rate, 15.5 kg.
  it("counts electricity under guarantees of origin at 0 g market-based, and what they leave at the location-based rate, saying so", async () => {
    await factor(
      "location 2027",
      null,
      { utilityType: "ELECTRICITY", ghgCategory: "SCOPE2_ELECTRICITY", basis: "LOCATION_BASED" },
      [{ meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2027-01-01", endDate: "2027-12-31", value: "100" }],
    );
    await meter("certified", holding, "ELECTRICITY", "KWH");
    expect((await link(editor, holding, "certified", ["location 2027"])).status).toBe(200);
    await reading("certified", "2027-01-01", "2027-02-01", "310");
    await reading("certified", "2027-02-01", "2027-03-01", "280");
    await reading("certified", "2027-03-01", "2027-04-01", "310");
    const path = `/api/v1/organizations/${holding}/carbon/meters/${meters.certified}/guarantees-of-origin`;
    const guarantee = (fields: Record<string, unknown>) => ({
      body: {
        start_month: "2027-01",
        end_month: "2027-03",
        volume_mwh: "0,45",
        energy_source: "WIND",
        reference: "GO-A",
        ...fields,
      },
    });
    const account = async () =>
      (await reader.get(`/api/v1/organizations/${holding}/carbon/ghg-account?year=2027`)).body;
    type Line = {
      meterName: string;
      line: string;
      quantity: string;
      co2Kg: string;
      locationStandIn: boolean;
      certificate: { reference: string } | null;
    };
    const marketLines = (body: { lines: Line[] }) =>
      body.lines
        .filter((line) => line.meterName === "Hand-computed certified" && line.line === "SCOPE2_ELECTRICITY_MARKET")
        .map((line) => [
          line.certificate?.reference ?? (line.locationStandIn ? "location stand-in" : "missing"),
          line.quantity,
          line.co2Kg,
        ]);

    // without guarantees: the market-based figure is the location-based one, and says so
    const plain = await account();
    expect(plain).toMatchObject({ scope2LocationKg: "90", scope2MarketKg: "90", incomplete: false });
    expect(marketLines(plain)).toEqual([["location stand-in", "900", "90"]]);
    expect(plain.marketStandIns).toEqual([expect.objectContaining({ meterName: "Hand-computed certified" })]);

    const first = await editor.post(path, guarantee({ issuer: "Energinet" }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      startMonth: "2027-01",
      endMonth: "2027-03",
      volumeMwh: "0.45",
      energySource: "WIND",
      issuer: "Energinet",
      reference: "GO-A",
      recordedByName: expect.any(String),
    });
    const half = await account();
    expect(half).toMatchObject({ scope2LocationKg: "90", scope2MarketKg: "45" });
    expect(marketLines(half)).toEqual([
      ["GO-A", "450", "0"],
      ["location stand-in", "450", "45"],
    ]);

    expect(
      (await editor.post(path, guarantee({ start_month: "2027-02", volume_mwh: 1, reference: "GO-B" }))).status,
    ).toBe(201);
    const covered = await account();
    expect(covered.scope2MarketKg).toBe("15.5");
    const lines = marketLines(covered);
    expect(lines.find((line) => line[0] === "location stand-in")).toEqual(["location stand-in", "155", "15.5"]);
    const certified = lines.filter((line) => line[0].startsWith("GO-"));
    expect(certified.reduce((total, line) => total + Number(line[1]), 0)).toBeCloseTo(745, 6);
    // the dashboard gives both figures side by side
    const dashboard = await energyAndCarbon([holding], day("2027-03-20"));
    expect(dashboard.scope2ToDate).toEqual({ locationKg: 90, marketKg: 15.5 });
    // the meter's own chart adds location-based CO2 only, never the same electricity twice
    const month = (await reader.get(`/api/v1/organizations/${holding}/carbon/meters/${meters.certified}?year=2027`))
      .body.months[1];
    expect(month.byLine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: "SCOPE2_ELECTRICITY_MARKET", co2Kg: "0", missingQuantity: "0" }),
      ]),
    );

    // listed newest period first, with who recorded them
    const listed = await reader.get(path);
    expect(listed.body.map((row: { reference: string }) => row.reference)).toEqual(["GO-B", "GO-A"]);

    // bad input changes nothing, and says which field
    const refusals = [
      [guarantee({ end_month: "2026-12" }), "endMonth"],
      [guarantee({ volume_mwh: "0" }), "volumeMwh"],
      [guarantee({ start_month: "2027-13" }), "startMonth"],
      [guarantee({ energy_source: "COAL" }), "energySource"],
      [guarantee({ reference: " " }), "reference"],
    ] as const;
    for (const [body, field] of refusals) {
      const refused = await editor.post(path, body);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.error.fields)).toEqual([field]);
    }
    const gas = await editor.post(path.replace(meters.certified, meters.pellets), guarantee({}));
    expect(gas.status).toBe(422);
    expect((await reader.post(path, guarantee({ reference: "By a reader" }))).status).toBe(403);
    expect((await other.post(path.replace(holding, otherHolding), guarantee({ reference: "Foreign" }))).status).toBe(
      404,
    );
    expect((await other.get(path.replace(holding, otherHolding))).status).toBe(404);
    expect(await db().guaranteeOfOrigin.count({ where: { meterId: meters.certified } })).toBe(2);

    // one entered wrongly is removed; the meter's history keeps what it said
    const b = listed.body[0].id as string;
    expect((await reader.delete(`${path}/${b}`)).status).toBe(403);
    expect((await other.delete(`${path.replace(holding, otherHolding)}/${b}`)).status).toBe(404);
    expect((await editor.delete(`${path}/${b}`)).status).toBe(204);
    expect((await editor.delete(`${path}/${b}`)).status).toBe(404);
    expect((await account()).scope2MarketKg).toBe("45");
    const history = await reader.get(`/api/v1/organizations/${holding}/meters/${meters.certified}/history`);
    const removed = history.body.content.find(
      (entry: { entityType: string; action: string }) =>
        entry.entityType === "guarantee_of_origin" && entry.action === "DELETE",
    );
    expect(removed.changes.reference.before).toBe("GO-B");
  });
});
