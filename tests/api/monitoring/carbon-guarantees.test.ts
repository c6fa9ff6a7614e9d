import { db } from "@/lib/platform/db";
import { energyAndCarbon } from "@/lib/modules/dashboard/energy-and-carbon";
import { handComputedWorld } from "./carbon-world";

const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe("guarantees of origin", () => {
  const world = handComputedWorld("Hand-computed certified");
  const { meters, factor, meter, reading, link } = world;
  // Guarantees of origin (GHG Protocol Scope 2 Guidance). A meter of its own in 2027, with a
  // location-based factor of 100 g/kWh and no market-based factor or residual mix: 310 kWh in
  // January, 280 in February, 310 in March (900 kWh, 90 kg location-based).
  //   Guarantees A, January–March, 0.45 MWh: half of the 900 kWh. Market-based: 450 kWh at 0 g, the
  //   other 450 kWh at the location-based rate (no residual mix): 45 kg.
  //   Guarantees B, February–March, 1 MWh: more than those months' 590 kWh, so with A they cover
  //   all of February and March; January keeps A's half: 155 kWh at the location-based rate, 15.5 kg.
  it("counts electricity under guarantees of origin at 0 g market-based, and what they leave at the location-based rate, saying so", async () => {
    const { editor, reader, other, holding, otherHolding } = world;
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
