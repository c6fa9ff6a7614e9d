// Fuel-based heat units: an amount of fuel recorded on a heat meter, counted as the energy it holds.
//
// The factors are the product specification's "fuel-to-kWh factors per unit", and they are UNITS PER
// kWh (m³ of natural gas per kWh, kg of pellets per kWh, litres per kWh): each is the reciprocal of a
// round heating value, 0.09259259 = 1/10.8. So kWh = amount ÷ factor. Multiplying instead would
// understate the heat 24 times (pellets) to 117 times (natural gas).
//
// The set mixes heating-value bases. A kWh figure is on the basis of the heating value it came from,
// and an emission factor per kWh must be on the same basis, or the CO2 is off by 5–11 %. The basis
// below is the published heating value each reciprocal is closest to (prisma/data/emissions/
// heating-values.csv; see docs/reference-data.md, "Fuel units").

export type HeatingValueBasis = "NCV" | "GCV" | "UNSTATED";

export type FuelUnit = {
  code: FuelUnitCode;
  /** Units of fuel per kWh, as the specification gives it. */
  unitsPerKwh: string;
  basis: HeatingValueBasis;
  /** The published heating value this factor is closest to, so the basis can be checked. */
  reference: { kwhPerUnit: string; basis: HeatingValueBasis; source: string; fuel: string };
};

export const FUEL_UNIT_CODES = [
  "M3_NATURAL_GAS",
  "KG_WOOD_PELLETS",
  "L_DIESEL_OIL",
  "L_GASOLINE",
  "L_HEATING_OIL",
  "L_JET_FUEL",
] as const;
export type FuelUnitCode = (typeof FUEL_UNIT_CODES)[number];

export const FUEL_UNITS: Record<FuelUnitCode, FuelUnit> = {
  // 1/10.8; Danish NCV is 11.0 kWh/Nm³ (gasnet, hb2016), 1.8 % above: an NCV-type value
  M3_NATURAL_GAS: {
    code: "M3_NATURAL_GAS",
    unitsPerKwh: "0.09259259",
    basis: "NCV",
    reference: { kwhPerUnit: "11", basis: "NCV", source: "gasnet", fuel: "natural_gas" },
  },
  // 1/4.9; Danish handbook 4.861 kWh/kg NCV (hb2016), 0.8 % below
  KG_WOOD_PELLETS: {
    code: "KG_WOOD_PELLETS",
    unitsPerKwh: "0.20408163",
    basis: "NCV",
    reference: { kwhPerUnit: "4.861", basis: "NCV", source: "hb2016", fuel: "wood_pellets" },
  },
  // 1/10.7; NCV values are 9.77–10.06, the gross value of mineral diesel is 10.556 (desnz-2023)
  L_DIESEL_OIL: {
    code: "L_DIESEL_OIL",
    unitsPerKwh: "0.09345794",
    basis: "GCV",
    reference: { kwhPerUnit: "10.556", basis: "GCV", source: "desnz-2023", fuel: "diesel" },
  },
  // 1/9.7; equals the gross value of mineral petrol, 9.702 (desnz-2023); NCV values are 9.0–9.2
  L_GASOLINE: {
    code: "L_GASOLINE",
    unitsPerKwh: "0.10309278",
    basis: "GCV",
    reference: { kwhPerUnit: "9.702", basis: "GCV", source: "desnz-2023", fuel: "gasoline" },
  },
  // 1/10.35; lies between the NCV (10.10, hb2016) and the GCV (10.74, desnz-2023) of gas oil and
  // matches no published figure
  L_HEATING_OIL: {
    code: "L_HEATING_OIL",
    unitsPerKwh: "0.09661836",
    basis: "UNSTATED",
    reference: { kwhPerUnit: "10.1", basis: "NCV", source: "hb2016", fuel: "heating_oil_gas_oil" },
  },
  // 1/9.7; Jet A-1 NCV 9.667 kWh/L (statgl-2020), 0.3 % below
  L_JET_FUEL: {
    code: "L_JET_FUEL",
    unitsPerKwh: "0.10309278",
    basis: "NCV",
    reference: { kwhPerUnit: "9.667", basis: "NCV", source: "statgl-2020", fuel: "jet_fuel" },
  },
};

export const isFuelUnit = (code: string): code is FuelUnitCode => (FUEL_UNIT_CODES as readonly string[]).includes(code);

/**
 * Whether kWh counted from this fuel unit may be multiplied by an emission factor per kWh on the given
 * basis. A factor whose basis is not stated is accepted (nothing to compare); a fuel unit whose own
 * basis is unstated is accepted against nothing but an unstated factor.
 */
export const fuelBasisMatches = (code: FuelUnitCode, factorBasis: HeatingValueBasis): boolean =>
  factorBasis === "UNSTATED" || FUEL_UNITS[code].basis === factorBasis;
