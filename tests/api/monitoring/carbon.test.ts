import { db } from "@/lib/platform/db";
import { energyAndCarbon } from "@/lib/modules/dashboard/energy-and-carbon";
import { handComputedWorld } from "./carbon-world";

const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe("CO2 and the greenhouse-gas account", () => {
  const world = handComputedWorld("Hand-computed");
  const { meters, meter, link } = world;

  it("links factors of the meter's type, one catalogue and one own per account line", async () => {
    const { editor, reader, holding, department, otherHolding } = world;
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
    const { reader, holding, department } = world;
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
    const { editor, reader, holding, department } = world;
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
    const { reader, holding } = world;
    const answer = await reader.get(`/api/v1/organizations/${holding}/carbon/ghg-account?year=2025&format=xlsx`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("spreadsheetml");
    expect(answer.headers.get("content-disposition")).toContain("GHG account 2025.xlsx");
  });

  it("gives the dashboard each month's energy and CO2 of the year against the last, as the account counts them", async () => {
    const { holding, department } = world;
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
    const { editor, reader, other, holding, otherHolding } = world;
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
    const { other, holding, otherHolding } = world;
    expect((await other.get(`/api/v1/organizations/${otherHolding}/carbon/meters/${meters.electricity}`)).status).toBe(
      404,
    );
    expect((await other.get(`/api/v1/organizations/${holding}/carbon/ghg-account`)).status).toBe(404);
    const theirs = (await other.get(`/api/v1/organizations/${otherHolding}/carbon/ghg-account?year=2025`)).body;
    expect(theirs.lines.some((line: { meterName: string }) => line.meterName.startsWith("Hand-computed"))).toBe(false);
  });
});
