import type { Prisma } from "@/lib/generated/prisma/client";
import { toWireDate } from "@/lib/platform/api/wire";

export const chemicalSelect = {
  id: true,
  tradeName: true,
  physicalState: true,
  hazardStatements: true,
  euHazardStatements: true,
  precautionaryStatements: true,
  pictograms: true,
  signalWord: true,
  dangerCode: true,
  dangerCodeRaisedTo: true,
  createdDate: true,
  lastModifiedDate: true,
  producer: { select: { id: true, name: true } },
  supplies: {
    select: { id: true, articleNumber: true, supplier: { select: { id: true, name: true } } },
    orderBy: { sortOrder: "asc" },
  },
  substances: {
    select: {
      concentrationMin: true,
      concentrationMax: true,
      substance: { select: { id: true, nameEn: true, nameDa: true, casNumber: true, ecNumber: true } },
    },
    orderBy: { sortOrder: "asc" },
  },
  countries: {
    select: {
      countryAlpha2: true,
      storage: { select: { code: true, nameEn: true, nameDe: true } },
      water: { select: { code: true, nameEn: true, nameDe: true } },
      safetyDataSheets: {
        select: { id: true, language: true, lastRevisionDate: true, file: { select: { id: true, name: true } } },
        orderBy: [{ lastRevisionDate: "desc" }, { id: "asc" }],
      },
    },
    orderBy: { countryAlpha2: "asc" },
  },
} satisfies Prisma.ChemicalSelect;

export type ChemicalRow = Prisma.ChemicalGetPayload<{ select: typeof chemicalSelect }>;

const decimal = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

/** The parts of a product that need no language. */
export function toChemicalBase({ substances, countries, ...row }: ChemicalRow) {
  return {
    ...row,
    substances: substances.map((entry) => ({
      substance: entry.substance,
      concentrationMin: decimal(entry.concentrationMin),
      concentrationMax: decimal(entry.concentrationMax),
    })),
    countriesData: countries.map(({ storage, water, safetyDataSheets, countryAlpha2 }) => ({
      countryAlpha2,
      storageClass: storage,
      waterHazardClass: water,
      safetyDataSheets: safetyDataSheets.map((sheet) => ({
        ...sheet,
        lastRevisionDate: toWireDate(sheet.lastRevisionDate)!,
      })),
    })),
  };
}
