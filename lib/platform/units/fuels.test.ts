import { convert } from "./convert";
import { Decimal } from "./decimal";
import { FUEL_UNIT_CODES, FUEL_UNITS, fuelBasisMatches } from "./fuels";

describe("fuel units: the factors are units per kWh, so kWh = amount ÷ factor", () => {
  it("counts 1000 m³ of natural gas as about 10,800 kWh, not 92.6", () => {
    // 1000 ÷ 0.09259259 = 10800.0004…; multiplying would give 92.59259
    const kwh = convert("1000", "M3_NATURAL_GAS", "KWH");
    expect(kwh.toDecimalPlaces(2).toString()).toBe("10800");
    expect(kwh.equals(new Decimal("1000").dividedBy("0.09259259"))).toBe(true);
    expect(kwh.greaterThan(10000)).toBe(true);
  });

  it.each([
    ["M3_NATURAL_GAS", "10.8"],
    ["KG_WOOD_PELLETS", "4.9"],
    ["L_DIESEL_OIL", "10.7"],
    ["L_GASOLINE", "9.7"],
    ["L_HEATING_OIL", "10.35"],
    ["L_JET_FUEL", "9.7"],
  ])("1 %s is %s kWh (the reciprocal of the factor)", (code, kwhPerUnit) => {
    expect(convert("1", code, "KWH").toDecimalPlaces(4).toString()).toBe(kwhPerUnit);
  });

  it("converts back: kWh × factor = amount", () => {
    expect(convert("10.8", "KWH", "M3_NATURAL_GAS").toDecimalPlaces(6).toString()).toBe("1");
    expect(convert("1", "MWH", "KG_WOOD_PELLETS").toString()).toBe("204.08163");
  });

  it("converts fuel to other heat units through kWh", () => {
    // 1 L diesel = 10.7 kWh = 0.03852 GJ
    expect(convert("1", "L_DIESEL_OIL", "GJ").toDecimalPlaces(5).toString()).toBe("0.03852");
  });

  it("records the heating-value basis of every factor, next to the published value it is closest to", () => {
    for (const code of FUEL_UNIT_CODES) {
      const fuel = FUEL_UNITS[code];
      const kwhPerUnit = new Decimal(1).dividedBy(fuel.unitsPerKwh);
      const reference = new Decimal(fuel.reference.kwhPerUnit);
      // every factor lies within 6 % of the published heating value it is paired with
      expect(kwhPerUnit.minus(reference).abs().dividedBy(reference).lessThan("0.06")).toBe(true);
    }
    expect(FUEL_UNITS.M3_NATURAL_GAS.basis).toBe("NCV");
    expect(FUEL_UNITS.KG_WOOD_PELLETS.basis).toBe("NCV");
    expect(FUEL_UNITS.L_JET_FUEL.basis).toBe("NCV");
    expect(FUEL_UNITS.L_DIESEL_OIL.basis).toBe("GCV");
    expect(FUEL_UNITS.L_GASOLINE.basis).toBe("GCV");
    expect(FUEL_UNITS.L_HEATING_OIL.basis).toBe("UNSTATED");
  });

  it("pairs kWh from a fuel only with an emission factor on the same basis", () => {
    expect(fuelBasisMatches("M3_NATURAL_GAS", "NCV")).toBe(true);
    expect(fuelBasisMatches("M3_NATURAL_GAS", "GCV")).toBe(false);
    expect(fuelBasisMatches("L_DIESEL_OIL", "NCV")).toBe(false);
    expect(fuelBasisMatches("L_DIESEL_OIL", "GCV")).toBe(true);
    expect(fuelBasisMatches("L_HEATING_OIL", "NCV")).toBe(false);
    expect(fuelBasisMatches("L_HEATING_OIL", "UNSTATED")).toBe(true);
  });
});
