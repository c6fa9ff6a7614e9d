import { FUEL_UNITS, type FuelUnitCode } from "./fuels";

// The unit system of the product specification (section 9): the unit groups, their units in
// priority order (the listed order), and each unit's size against its group's base unit.
//
// A unit's size is a fraction, numerator over denominator, so that the conversions the
// specification states are exact: 1 bar = 0.986923 atm comes out as 0.986923 and not as the
// reciprocal of a rounded reciprocal, and a fuel unit is 1 ÷ (units per kWh) kWh, a division, which
// is the direction the specification's fuel factors need.

export const UNIT_GROUPS = [
  "ENERGY",
  "HEAT",
  "VOLUME",
  "MASS",
  "PRESSURE",
  "TIME",
  "TEMPERATURE",
  "LENGTH",
  "AREA",
  "CONCENTRATION_MASS_TO_MASS",
  "CONCENTRATION_MASS_TO_VOLUME",
  "CONCENTRATION_VOLUME_TO_VOLUME",
  "CUSTOM",
] as const;
export type UnitGroup = (typeof UNIT_GROUPS)[number];

/** A unit's size in its group's base unit: numerator ÷ denominator (decimal strings). */
type Size = { numerator: string; denominator?: string };

export type UnitDefinition = {
  code: string;
  /** The symbol shown beside a figure; the same in every language. */
  symbol: string;
  size: Size;
  /** Temperature only: base = value × size + offset. */
  offset?: string;
  fuel?: FuelUnitCode;
};

const unit = (code: string, symbol: string, numerator: string, denominator?: string): UnitDefinition => ({
  code,
  symbol,
  size: { numerator, denominator },
});

// Energy and heat share their units; the base is kWh. 1 GWh = 3600 GJ, so 1 GJ = 1,000,000 ÷ 3600 kWh.
const ENERGY_UNITS = [
  unit("GWH", "GWh", "1000000"),
  unit("MWH", "MWh", "1000"),
  unit("KWH", "kWh", "1"),
  unit("WH", "Wh", "0.001"),
  unit("GJ", "GJ", "1000000", "3600"),
  unit("MJ", "MJ", "1000", "3600"),
  unit("KJ", "kJ", "1", "3600"),
  unit("J", "J", "0.001", "3600"),
];

const FUEL_SYMBOLS: Record<FuelUnitCode, string> = {
  M3_NATURAL_GAS: "m³ natural gas",
  KG_WOOD_PELLETS: "kg wood pellets",
  L_DIESEL_OIL: "L diesel oil",
  L_GASOLINE: "L gasoline",
  L_HEATING_OIL: "L heating oil",
  L_JET_FUEL: "L jet fuel",
};

// kWh = amount ÷ (units per kWh): the size of one fuel unit is 1 ÷ factor kWh
const FUEL_HEAT_UNITS: UnitDefinition[] = Object.values(FUEL_UNITS).map((fuel) => ({
  code: fuel.code,
  symbol: FUEL_SYMBOLS[fuel.code],
  size: { numerator: "1", denominator: fuel.unitsPerKwh },
  fuel: fuel.code,
}));

export const GROUP_UNITS: Record<UnitGroup, UnitDefinition[]> = {
  ENERGY: ENERGY_UNITS,
  HEAT: [...ENERGY_UNITS, ...FUEL_HEAT_UNITS],
  // base m³
  VOLUME: [unit("M3", "m³", "1"), unit("L", "L", "0.001"), unit("CM3", "cm³", "0.000001")],
  // base kg
  MASS: [unit("T", "t", "1000"), unit("KG", "kg", "1"), unit("G", "g", "0.001"), unit("MG", "mg", "0.000001")],
  // base Pa; 1 bar = 0.986923 atm = 100000 Pa, so 1 atm = 100000 ÷ 0.986923 Pa
  PRESSURE: [
    unit("BAR", "bar", "100000"),
    unit("MBAR", "mbar", "100"),
    unit("ATM", "atm", "100000", "0.986923"),
    unit("PA", "Pa", "1"),
  ],
  // base s, in the specification's listed order; a month is 30.416655 days, a year 365.25 days
  TIME: [
    unit("DAYS", "d", "86400"),
    unit("HOURS", "h", "3600"),
    unit("SECONDS", "s", "1"),
    unit("WEEKS", "wk", "604800"),
    unit("MONTHS", "mo", "2627998.992"),
    unit("YEARS", "yr", "31557600"),
  ],
  // affine, base °C: F = 9/5 × C + 32, K = C + 273.15
  TEMPERATURE: [
    { code: "CELSIUS", symbol: "°C", size: { numerator: "1" } },
    { code: "FAHRENHEIT", symbol: "°F", size: { numerator: "5", denominator: "9" }, offset: "-32" },
    { code: "KELVIN", symbol: "K", size: { numerator: "1" }, offset: "-273.15" },
  ],
  // base m
  LENGTH: [unit("KM", "km", "1000"), unit("M", "m", "1"), unit("CM", "cm", "0.01")],
  // base m²
  AREA: [unit("KM2", "km²", "1000000"), unit("M2", "m²", "1"), unit("CM2", "cm²", "0.0001")],
  // base ppm: 1 w% = 10 w‰ = 10,000 ppm, 1000 ppb per ppm
  CONCENTRATION_MASS_TO_MASS: [
    unit("WEIGHT_PERCENT", "w%", "10000"),
    unit("WEIGHT_PERMILLE", "w‰", "1000"),
    unit("PPM", "ppm", "1"),
    unit("PPB", "ppb", "0.001"),
  ],
  // base mg/L
  CONCENTRATION_MASS_TO_VOLUME: [
    unit("G_PER_L", "g/L", "1000"),
    unit("MG_PER_L", "mg/L", "1"),
    unit("UG_PER_L", "µg/L", "0.001"),
  ],
  // base ppm, the same steps as by mass
  CONCENTRATION_VOLUME_TO_VOLUME: [
    unit("VOLUME_PERCENT", "vol%", "10000"),
    unit("VOLUME_PERMILLE", "vol‰", "1000"),
    unit("PPM", "ppm", "1"),
    unit("PPB", "ppb", "0.001"),
  ],
  // free-text units besides pieces; nothing converts
  CUSTOM: [unit("PIECES", "pcs", "1")],
};

/**
 * The unit a group's quantities are stored and added up in, whatever unit a reading was entered in.
 * Emission factors are applied to quantities in this unit.
 */
export const NORMAL_UNIT: Record<UnitGroup, string> = {
  ENERGY: "KWH",
  HEAT: "KWH",
  VOLUME: "M3",
  MASS: "KG",
  PRESSURE: "BAR",
  TIME: "HOURS",
  TEMPERATURE: "CELSIUS",
  LENGTH: "KM",
  AREA: "M2",
  CONCENTRATION_MASS_TO_MASS: "PPM",
  CONCENTRATION_MASS_TO_VOLUME: "MG_PER_L",
  CONCENTRATION_VOLUME_TO_VOLUME: "PPM",
  CUSTOM: "PIECES",
};

export const METER_TYPES = [
  "CONCENTRATION_MASS_TO_MASS",
  "CONCENTRATION_MASS_TO_VOLUME",
  "CONCENTRATION_VOLUME_TO_VOLUME",
  "ELECTRICITY",
  "HEAT",
  "WATER",
  "FLEET",
  "TANK_BEARING",
  "GAS",
  "MASS",
  "PRESSURE",
  "TIME",
  "TEMPERATURE",
  "CUSTOM",
] as const;
export type MeterType = (typeof METER_TYPES)[number];

/** The meter types a meter can be created as from the type list; CUSTOM is made separately. */
export const CONCRETE_METER_TYPES = METER_TYPES.filter((type) => type !== "CUSTOM");

export const METER_TYPE_GROUP: Record<MeterType, UnitGroup> = {
  CONCENTRATION_MASS_TO_MASS: "CONCENTRATION_MASS_TO_MASS",
  CONCENTRATION_MASS_TO_VOLUME: "CONCENTRATION_MASS_TO_VOLUME",
  CONCENTRATION_VOLUME_TO_VOLUME: "CONCENTRATION_VOLUME_TO_VOLUME",
  ELECTRICITY: "ENERGY",
  HEAT: "HEAT",
  WATER: "VOLUME",
  FLEET: "LENGTH",
  TANK_BEARING: "VOLUME",
  GAS: "VOLUME",
  MASS: "MASS",
  PRESSURE: "PRESSURE",
  TIME: "TIME",
  TEMPERATURE: "TEMPERATURE",
  CUSTOM: "CUSTOM",
};

export const isUnitGroup = (value: string): value is UnitGroup => (UNIT_GROUPS as readonly string[]).includes(value);
export const isMeterType = (value: string): value is MeterType => (METER_TYPES as readonly string[]).includes(value);

export const unitsOf = (group: UnitGroup): string[] => GROUP_UNITS[group].map((u) => u.code);

export const findUnit = (group: UnitGroup, code: string): UnitDefinition | undefined =>
  GROUP_UNITS[group].find((u) => u.code === code);

/** Every unit code the product knows, each once (ppm and ppb sit in two concentration groups). */
export const ALL_UNIT_CODES: string[] = [...new Set(UNIT_GROUPS.flatMap((group) => unitsOf(group)))];

/** The groups a unit belongs to, in group order. */
export const groupsOfUnit = (code: string): UnitGroup[] => UNIT_GROUPS.filter((group) => findUnit(group, code));
