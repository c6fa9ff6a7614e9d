// Demo products for the chemical product catalogue: what a Danish manufacturing company keeps,
// each made of substances of the Annex VI catalogue (found by CAS number), with a label as on
// typical safety data sheets, Danish storage and water hazard data, and small PDF safety data
// sheets of various ages (some older than three years, some missing) so flags show real cases.
import { labelElements } from "../../lib/modules/admin/chemicals/warnings";
import { derivedDangerCode } from "../../lib/modules/admin/chemicals/danger-code";
import type { PhysicalState } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import demoChemicals from "./demo-chemicals.json";
import { storePdf } from "./demo-files";

type Product = {
  name: string;
  producer: string;
  state: PhysicalState;
  substances: [cas: string, min: number | null, max: number | null][];
  h: string[];
  euh?: string[];
  p: string[];
  storage: string | null;
  water: string | null;
  /** age of the safety data sheet in months; null: none on file */
  sdsMonths: number | null;
};

const { producers: PRODUCERS, products } = demoChemicals;
// the JSON cannot say that a substance line is a tuple
const PRODUCTS = products as Product[];

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
};

/** Products made of Annex VI substances; reruns add nothing. Returns how many were added. */
export async function seedDemoChemicals(db: SeedClient) {
  if (await db.chemical.count()) return 0;
  const producers = new Map<string, string>();
  for (const name of PRODUCERS) {
    const existing = await db.stakeholder.findFirst({ where: { organizationId: null, name }, select: { id: true } });
    const row =
      existing ??
      (await db.stakeholder.create({ data: { name, type: "SUPPLIER", countryAlpha2: "DK" }, select: { id: true } }));
    producers.set(name, row.id);
  }
  const svhcOrRestricted = new Set([
    ...(await db.svhcListing.findMany({ select: { casNo: true } })).map((row) => row.casNo),
    ...(await db.restrictionSubstance.findMany({ select: { casNo: true } })).map((row) => row.casNo),
  ]);
  let added = 0;
  for (const product of PRODUCTS) {
    const substances = [];
    for (const [cas, min, max] of product.substances) {
      const substance = await db.substance.findFirst({
        where: { casNumber: cas },
        orderBy: { nameEn: "asc" },
        select: { id: true },
      });
      if (substance) substances.push({ substanceId: substance.id, concentrationMin: min, concentrationMax: max });
    }
    const label = labelElements(product.h);
    const dangerCode = derivedDangerCode({
      hazardStatements: product.h,
      euHazardStatements: product.euh ?? [],
      restrictedOrSvhc: product.substances.some(([cas]) => svhcOrRestricted.has(cas)),
    });
    const sheets = [];
    if (product.sdsMonths !== null) {
      const revised = monthsAgo(product.sdsMonths);
      const file = await storePdf(db, null, `SDS ${product.name} (da).pdf`, revised, [
        `Sikkerhedsdatablad - ${product.name}`,
        `Producent: ${product.producer}`,
        `Revisionsdato: ${revised.toISOString().slice(0, 10)}`,
        `Faresaetninger: ${product.h.join(", ") || "ingen"}`,
        "Demo-dokument fra EHS Compass.",
      ]);
      sheets.push({ fileId: file.id, language: "da", lastRevisionDate: revised });
    }
    await db.chemical.create({
      data: {
        tradeName: product.name,
        producerId: producers.get(product.producer),
        physicalState: product.state,
        hazardStatements: product.h,
        euHazardStatements: product.euh ?? [],
        precautionaryStatements: product.p,
        pictograms: label.pictograms,
        signalWord: label.signalWord,
        dangerCode,
        supplies: { create: [{ supplierId: producers.get(product.producer)!, sortOrder: 0 }] },
        substances: { create: substances.map((entry, sortOrder) => ({ ...entry, sortOrder })) },
        countries: {
          create: [
            {
              countryAlpha2: "DK",
              storageClass: product.storage,
              waterHazardClass: product.water,
              safetyDataSheets: { create: sheets },
            },
          ],
        },
      },
    });
    added++;
  }
  return added;
}
