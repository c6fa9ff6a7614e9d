import { convert, chooseUnit, isUnitOfGroup, UnitConversionError } from "./convert";
import {
  ALL_UNIT_CODES,
  CONCRETE_METER_TYPES,
  groupsOfUnit,
  isMeterType,
  isUnitGroup,
  METER_TYPE_GROUP,
  METER_TYPES,
  NORMAL_UNIT,
  unitsOf,
  UNIT_GROUPS,
} from "./catalogue";
import { isFuelUnit } from "./fuels";
import { Decimal } from "./decimal";

const eq = (value: Decimal, expected: string) => expect(value.toString()).toBe(new Decimal(expected).toString());

describe("the conversions of the specification, exactly", () => {
  it.each([
    // pressure: 1 bar = 1000 mbar = 0.986923 atm = 100000 Pa
    ["1", "BAR", "MBAR", "1000"],
    ["1", "BAR", "ATM", "0.986923"],
    ["1", "BAR", "PA", "100000"],
    ["0.986923", "ATM", "BAR", "1"],
    // time: 1 day = 24 h = 86400 s; week = 7 days; month = 30.416655 days; year = 365.25 days
    ["1", "DAYS", "HOURS", "24"],
    ["1", "DAYS", "SECONDS", "86400"],
    ["1", "WEEKS", "DAYS", "7"],
    ["1", "MONTHS", "DAYS", "30.416655"],
    ["1", "YEARS", "DAYS", "365.25"],
    // temperature: F = 9/5 × C + 32, K = C + 273.15
    ["100", "CELSIUS", "FAHRENHEIT", "212"],
    ["-40", "FAHRENHEIT", "CELSIUS", "-40"],
    ["0", "CELSIUS", "KELVIN", "273.15"],
    ["32", "FAHRENHEIT", "KELVIN", "273.15"],
    // energy: 1 GWh = 1000 MWh, 1 MWh = 1000 kWh, 1 kWh = 1000 Wh, 1 GWh = 3600 GJ, 1000 between J steps
    ["1", "GWH", "MWH", "1000"],
    ["1", "MWH", "KWH", "1000"],
    ["1", "KWH", "WH", "1000"],
    ["1", "GWH", "GJ", "3600"],
    ["1", "GJ", "MJ", "1000"],
    ["1", "MJ", "KJ", "1000"],
    ["1", "KJ", "J", "1000"],
    ["3.6", "MJ", "KWH", "1"],
    // length, volume, mass, area
    ["1", "KM", "M", "1000"],
    ["1", "M", "CM", "100"],
    ["1", "M3", "L", "1000"],
    ["1", "M3", "CM3", "1000000"],
    ["1", "T", "KG", "1000"],
    ["1", "KG", "G", "1000"],
    ["1", "G", "MG", "1000"],
    ["1", "KM2", "M2", "1000000"],
    ["1", "M2", "CM2", "10000"],
    // concentration: 1 w% = 10 w‰ = 10,000 ppm, 1000 ppb per ppm; the same by volume
    ["1", "WEIGHT_PERCENT", "WEIGHT_PERMILLE", "10"],
    ["1", "WEIGHT_PERCENT", "PPM", "10000"],
    ["1", "PPM", "PPB", "1000"],
    ["1", "VOLUME_PERCENT", "VOLUME_PERMILLE", "10"],
    ["1", "VOLUME_PERCENT", "PPM", "10000"],
    ["1", "G_PER_L", "MG_PER_L", "1000"],
    ["1", "MG_PER_L", "UG_PER_L", "1000"],
  ])("%s %s = %s %s", (value, from, to, expected) => {
    eq(convert(value, from, to), expected);
  });

  it("adds in decimals: 0.1 kWh + 0.2 kWh is 0.3 kWh", () => {
    const sum = convert("0.1", "KWH", "KWH").plus(convert("0.2", "KWH", "KWH"));
    expect(sum.toString()).toBe("0.3");
    expect(
      convert("100", "WH", "KWH")
        .plus(convert("200", "WH", "KWH"))
        .toString(),
    ).toBe("0.3");
  });

  it("refuses units of different groups, and units outside the named group", () => {
    expect(() => convert(1, "KWH", "M3")).toThrow(UnitConversionError);
    expect(() => convert(1, "WEIGHT_PERCENT", "VOLUME_PERCENT")).toThrow(UnitConversionError);
    expect(() => convert(1, "M3_NATURAL_GAS", "KWH", "ENERGY")).toThrow(/not both in the group ENERGY/);
    expect(() => convert(1, "NOPE", "KWH")).toThrow(UnitConversionError);
    expect(() => convert(Number.NaN, "KWH", "WH")).toThrow(RangeError);
  });
});

describe("groups and meter types", () => {
  it("maps every concrete meter type to its group, CUSTOM excluded", () => {
    expect(CONCRETE_METER_TYPES).not.toContain("CUSTOM");
    expect(CONCRETE_METER_TYPES).toHaveLength(13);
    expect(METER_TYPE_GROUP.ELECTRICITY).toBe("ENERGY");
    expect(METER_TYPE_GROUP.HEAT).toBe("HEAT");
    expect(METER_TYPE_GROUP.WATER).toBe("VOLUME");
    expect(METER_TYPE_GROUP.TANK_BEARING).toBe("VOLUME");
    expect(METER_TYPE_GROUP.GAS).toBe("VOLUME");
    expect(METER_TYPE_GROUP.FLEET).toBe("LENGTH");
    expect(METER_TYPE_GROUP.TEMPERATURE).toBe("TEMPERATURE");
  });

  it("lists the groups' units in the specification's order", () => {
    expect(unitsOf("PRESSURE")).toEqual(["BAR", "MBAR", "ATM", "PA"]);
    expect(unitsOf("TIME")).toEqual(["DAYS", "HOURS", "SECONDS", "WEEKS", "MONTHS", "YEARS"]);
    expect(unitsOf("TEMPERATURE")).toEqual(["CELSIUS", "FAHRENHEIT", "KELVIN"]);
    expect(unitsOf("MASS")).toEqual(["T", "KG", "G", "MG"]);
    expect(unitsOf("HEAT")).toEqual([
      ...["GWH", "MWH", "KWH", "WH", "GJ", "MJ", "KJ", "J"],
      ...["M3_NATURAL_GAS", "KG_WOOD_PELLETS", "L_DIESEL_OIL", "L_GASOLINE", "L_HEATING_OIL", "L_JET_FUEL"],
    ]);
    expect(ALL_UNIT_CODES).toContain("PIECES");
    expect(groupsOfUnit("PPM")).toEqual(["CONCENTRATION_MASS_TO_MASS", "CONCENTRATION_VOLUME_TO_VOLUME"]);
  });

  it("recognises types, groups and fuel units, and stores every group in one of its own units", () => {
    expect(METER_TYPES.every(isMeterType)).toBe(true);
    expect(isMeterType("STEAM")).toBe(false);
    expect(UNIT_GROUPS.every(isUnitGroup)).toBe(true);
    expect(isUnitGroup("SPEED")).toBe(false);
    expect(isFuelUnit("L_JET_FUEL")).toBe(true);
    expect(isFuelUnit("L")).toBe(false);
    for (const group of UNIT_GROUPS) expect(unitsOf(group)).toContain(NORMAL_UNIT[group]);
  });

  it("accepts a unit of the group only, and free text for CUSTOM", () => {
    expect(isUnitOfGroup("HEAT", "GJ")).toBe(true);
    expect(isUnitOfGroup("ENERGY", "M3_NATURAL_GAS")).toBe(false);
    expect(isUnitOfGroup("VOLUME", "KWH")).toBe(false);
    expect(isUnitOfGroup("CUSTOM", "pallets")).toBe(true);
    expect(isUnitOfGroup("CUSTOM", "  ")).toBe(false);
  });
});

describe("the priority rule", () => {
  it("chooses the highest-priority unit present, in the listed order", () => {
    expect(chooseUnit("ENERGY", ["KWH", "WH", "MWH"])).toBe("MWH");
    expect(chooseUnit("HEAT", ["GJ", "KWH"])).toBe("KWH");
    expect(chooseUnit("TIME", ["YEARS", "SECONDS"])).toBe("SECONDS");
    expect(chooseUnit("VOLUME", [])).toBeNull();
  });

  it("ignores fuel units for the choice", () => {
    expect(chooseUnit("HEAT", ["M3_NATURAL_GAS", "GJ"])).toBe("GJ");
    expect(chooseUnit("HEAT", ["L_DIESEL_OIL", "J"])).toBe("J");
    // only fuel: the amounts are counted in kWh
    expect(chooseUnit("HEAT", ["KG_WOOD_PELLETS", "L_HEATING_OIL"])).toBe("KWH");
  });
});
