import { db } from "@/lib/platform/db";
import { energyAndCarbon } from "@/lib/modules/dashboard/energy-and-carbon";
import { handComputedWorld } from "./carbon-world";

const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe("a provisional factor for a year without one", () => {
  const world = handComputedWorld("Hand-computed provisional");
  const { meters, factors, meter, reading, link } = world;
  // The GHG Protocol's practice: a year whose factor is not published yet uses the most recent one,
  // marked provisional, until the year's own arrives. 2026: the catalogue's location-based factor
  // (200 g/kWh in 2025) and market-based one (500 g/kWh) have no value; the supplier's own factor
  // ended with 2025 and, as a contract of its own, is never carried on.
  it("uses a catalogue factor's last value, marked provisional, for a year without one, and the year's own once it is added", async () => {
    const { editor, reader, holding } = world;
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
});
