// The emission-factor catalogue, from the sourced reference data in prisma/data/emissions (sources,
// licences and caveats in docs/reference-data.md). Every value is read from a row of those files;
// this file only says which rows make up which factor, never a figure of its own.
import fs from "node:fs";
import path from "node:path";
import type { EmissionFactorBasis, EmissionUnit, GhgCategory, MeterType } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import { parseCsv } from "./csv";

type Row = Record<string, string>;
type File = "electricity" | "district-heating" | "fuels";

type FactorSpec = {
  name: string;
  file: File;
  rows: (row: Row) => boolean;
  utilityType: MeterType;
  ghgCategory: GhgCategory;
  basis: EmissionFactorBasis;
  meterUnit: string;
  emissionUnit: EmissionUnit;
  /**
   * "year": each row is valid for its calendar year (yearly grid and district-heating declarations).
   * "fromYear": each row is valid from 1 January of its data year until the next row starts, the
   * last without an end (fuel factors change little and are used until a newer set replaces them).
   */
  validity: "year" | "fromYear";
  note?: string;
};

const is = (field: string, value: string) => (row: Row) => row[field] === value;
const all =
  (...tests: ((row: Row) => boolean)[]) =>
  (row: Row) =>
    tests.every((test) => test(row));
const electricity = (rows: FactorSpec["rows"], name: string, basis: EmissionFactorBasis = "LOCATION_BASED") => ({
  name,
  file: "electricity" as const,
  rows,
  utilityType: "ELECTRICITY" as const,
  ghgCategory: "SCOPE2_ELECTRICITY" as const,
  basis,
  meterUnit: "KWH",
  emissionUnit: "GRAMS" as const,
  validity: "year" as const,
});
const districtHeating = (rows: FactorSpec["rows"], name: string) => ({
  name,
  file: "district-heating" as const,
  rows: all(is("carrier", "district_heating"), rows),
  utilityType: "HEAT" as const,
  ghgCategory: "SCOPE2_DISTRICT_HEATING" as const,
  basis: "LOCATION_BASED" as const,
  meterUnit: "KWH",
  emissionUnit: "GRAMS" as const,
  validity: "year" as const,
});

const FACTORS: FactorSpec[] = [
  electricity(
    all(is("country", "DK"), is("source", "mff-energinet")),
    "Electricity, Denmark: Energinet, 125% method, incl. 5% grid loss",
  ),
  electricity(
    all(is("source", "energinet-md-2015"), is("gas", "CO2"), (row) => row.method.includes("125%")),
    "Electricity, Denmark: Energinet, 125% method, excl. grid loss",
  ),
  electricity(
    all(is("source", "energinet-md-2015"), is("gas", "CO2"), (row) => row.method.includes("200%")),
    "Electricity, Denmark: Energinet, 200% method, excl. grid loss",
  ),
  electricity(
    all(is("country", "DK"), is("gas", "CO2"), (row) => ["fmh-2015", "hofor-2018"].includes(row.source)),
    "Electricity, Denmark: Energinet, 200% method, incl. 5% grid loss",
  ),
  electricity(
    all(is("country", "DK"), is("source", "emaps-co2js")),
    "Electricity, Denmark: Electricity Maps, consumption (life cycle)",
  ),
  electricity(
    all(is("country", "DK-DK1"), is("source", "emaps-co2js")),
    "Electricity, West Denmark (DK1): Electricity Maps, consumption (life cycle)",
  ),
  electricity(
    all(is("country", "DK-DK2"), is("source", "emaps-co2js")),
    "Electricity, East Denmark (DK2): Electricity Maps, consumption (life cycle)",
  ),
  electricity(is("country", "NORDIC"), "Electricity: Nordic residual mix (SE/FI disclosure)", "MARKET_BASED"),
  districtHeating(is("source", "mff-ens-dh-2008"), "District heating, Denmark: national average (Energistyrelsen)"),
  districtHeating(
    all(is("supplier", "HOFOR (Københavns Kommune)"), is("gas", "CO2")),
    "District heating: HOFOR, Københavns Kommune",
  ),
  districtHeating(
    all(is("source", "fmh-2015"), is("gas", "CO2")),
    "District heating: Greater Copenhagen average (FMH)",
  ),
  districtHeating(all(is("source", "kredslob-2021"), is("gas", "CO2")), "District heating: Kredsløb, Aarhus"),
  districtHeating(
    all(is("source", "affaldvarme-2019"), (row) => row.point_of_measurement.startsWith("consumed")),
    "District heating: AffaldVarme Aarhus, at the consumer",
  ),
  districtHeating(all(is("supplier", "Fjernvarme Fyn"), is("gas", "CO2e")), "District heating: Fjernvarme Fyn, Odense"),
  {
    name: "Natural gas, Denmark (HB2016), per m³",
    file: "fuels",
    rows: all(is("fuel", "natural_gas"), is("source", "hb2016"), is("basis", "per m3")),
    utilityType: "GAS",
    ghgCategory: "SCOPE1_STATIONARY",
    basis: "PHYSICAL_UNIT",
    meterUnit: "M3",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
  },
  {
    name: "Natural gas, Denmark (HB2016), per kWh",
    file: "fuels",
    rows: all(is("fuel", "natural_gas"), is("source", "hb2016"), is("basis", "per kWh")),
    utilityType: "HEAT",
    ghgCategory: "SCOPE1_STATIONARY",
    basis: "NET_CALORIFIC_VALUE",
    meterUnit: "KWH",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
    note: "The handbook's heating values are net (NCV-type) values, e.g. 11.00 kWh per m³ of natural gas.",
  },
  {
    name: "Natural gas, UK mains (DESNZ), per kWh NCV",
    file: "fuels",
    rows: all(is("source", "desnz-2023"), is("fuel_name_source", "Natural gas"), is("basis", "per kWh NCV")),
    utilityType: "HEAT",
    ghgCategory: "SCOPE1_STATIONARY",
    basis: "NET_CALORIFIC_VALUE",
    meterUnit: "KWH",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
  },
  {
    name: "Natural gas, UK mains (DESNZ), per kWh GCV",
    file: "fuels",
    rows: all(is("source", "desnz-2023"), is("fuel_name_source", "Natural gas"), is("basis", "per kWh GCV")),
    utilityType: "HEAT",
    ghgCategory: "SCOPE1_STATIONARY",
    basis: "GROSS_CALORIFIC_VALUE",
    meterUnit: "KWH",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
  },
  {
    name: "Heating oil (fyringsgasolie), Denmark (HB2016), per litre",
    file: "fuels",
    rows: all(is("fuel", "heating_oil_gas_oil"), is("source", "hb2016"), is("basis", "per litre")),
    utilityType: "TANK_BEARING",
    ghgCategory: "SCOPE1_STATIONARY",
    basis: "PHYSICAL_UNIT",
    meterUnit: "L",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
  },
  {
    name: "Diesel, road fuel blend (DESNZ), per litre",
    file: "fuels",
    rows: all(
      is("source", "desnz-2023"),
      is("fuel_name_source", "Diesel (average biofuel blend)"),
      is("basis", "per litre"),
    ),
    utilityType: "TANK_BEARING",
    ghgCategory: "SCOPE1_MOBILE",
    basis: "PHYSICAL_UNIT",
    meterUnit: "L",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
    note: "UK forecourt blend; the biofuel share's CO2 is reported outside the scopes.",
  },
  {
    name: "Petrol, road fuel blend (DESNZ), per litre",
    file: "fuels",
    rows: all(
      is("source", "desnz-2023"),
      is("fuel_name_source", "Petrol (average biofuel blend)"),
      is("basis", "per litre"),
    ),
    utilityType: "TANK_BEARING",
    ghgCategory: "SCOPE1_MOBILE",
    basis: "PHYSICAL_UNIT",
    meterUnit: "L",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
    note: "UK forecourt blend; the biofuel share's CO2 is reported outside the scopes.",
  },
  {
    name: "Wood pellets (DESNZ), CH4 and N2O, per tonne",
    file: "fuels",
    rows: all(is("fuel", "wood_pellets"), is("gas", "CO2e"), is("basis", "per tonne")),
    utilityType: "MASS",
    ghgCategory: "SCOPE1_STATIONARY",
    basis: "PHYSICAL_UNIT",
    meterUnit: "T",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
    note: "Scope 1 of biomass is its CH4 and N2O only; the biogenic CO2 is the memo factor beside it.",
  },
  {
    name: "Wood pellets (DESNZ), biogenic CO2, per tonne",
    file: "fuels",
    rows: all(is("fuel", "wood_pellets"), is("gas", "CO2 (biogenic)"), is("basis", "per tonne")),
    utilityType: "MASS",
    ghgCategory: "BIOGENIC",
    basis: "PHYSICAL_UNIT",
    meterUnit: "T",
    emissionUnit: "KILOGRAMS",
    validity: "fromYear",
    note: "Reported as a memo item outside the scopes, never added to scope 1.",
  },
];

const VALUE_COLUMN: Record<File, string> = {
  electricity: "g_co2_per_kwh",
  "district-heating": "g_co2_per_kwh",
  fuels: "kg_co2_per_unit",
};

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

function valuesOf(spec: FactorSpec, rows: Row[]) {
  const sorted = [...rows].sort((a, b) => Number(a.year) - Number(b.year));
  return sorted.map((row, index) => {
    const year = Number(row.year);
    if (!Number.isInteger(year)) throw new Error(`${spec.name}: the row of ${row.source} has no single year`);
    const next = sorted[index + 1];
    const endDate = spec.validity === "year" ? utc(year, 12, 31) : next ? utc(Number(next.year), 1, 1 - 1) : null;
    return {
      meterUnit: spec.meterUnit,
      emissionUnit: spec.emissionUnit,
      startDate: utc(year, 1, 1),
      endDate,
      value: row[VALUE_COLUMN[spec.file]],
    };
  });
}

/** The catalogue's factors; nothing is done when the catalogue already has factors. */
export async function seedEmissionFactors(db: SeedClient) {
  if ((await db.emissionFactor.count({ where: { organizationId: null } })) > 0) return 0;
  const read = (file: File) =>
    parseCsv(fs.readFileSync(path.join(__dirname, "..", "data", "emissions", `${file}.csv`), "utf8"));
  const files = {
    electricity: read("electricity"),
    "district-heating": read("district-heating"),
    fuels: read("fuels"),
  };
  const sources = new Map(read("sources" as File).map((row) => [row.source, row] as const));
  for (const spec of FACTORS) {
    const rows = files[spec.file].filter(spec.rows);
    if (rows.length === 0) throw new Error(`${spec.name}: no rows in ${spec.file}.csv`);
    const sourceIds = [...new Set(rows.map((row) => row.source))];
    const described = sourceIds.map((id) => sources.get(id));
    const gases = new Set(rows.map((row) => row.gas));
    if (gases.size !== 1) throw new Error(`${spec.name}: mixes ${[...gases].join(" and ")}`);
    await db.emissionFactor.create({
      data: {
        organizationId: null,
        utilityType: spec.utilityType,
        ghgCategory: spec.ghgCategory,
        name: spec.name,
        basis: spec.basis,
        co2Equivalent: rows[0].gas === "CO2e",
        source: described.map((source, index) => source?.publisher ?? sourceIds[index]).join("; "),
        sourceUrl: urlOf(described[0]?.url_or_repo),
        note: [...new Set([spec.note, ...rows.map((row) => row.notes)].filter(Boolean))].join(" ") || null,
        values: { create: valuesOf(spec, rows).map((value) => ({ ...value, organizationId: null })) },
      },
    });
  }
  return FACTORS.length;
}

/** The first web address in a source's address column (GitHub rows name the original after it). */
function urlOf(text: string | undefined) {
  return text?.match(/https?:\/\/[^\s;,]+/)?.[0] ?? null;
}
