import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DangerCode, PhysicalState, SignalWord } from "@/lib/generated/prisma/enums";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import { pictogramSchema, restrictionReasonSchema, statementSchema } from "../hazard-data/dto";
import { statementDetailSchema } from "./schema";

export const chemicalSelect = {
  id: true,
  tradeName: true,
  physicalState: true,
  hazardStatements: true,
  euHazardStatements: true,
  precautionaryStatements: true,
  precautionsFromSds: true,
  statementDetails: true,
  unNumber: true,
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

/** A substance of a product as the catalogue names it, `name` in the asked language. */
const productSubstanceSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameDa: z.string().nullable(),
  name: z.string(),
  casNumber: z.string().nullable(),
  ecNumber: z.string().nullable(),
});

const storageOrWaterClass = z.object({ code: z.string(), nameEn: z.string(), nameDe: z.string() }).nullable();

const countryDataSchema = z.object({
  countryAlpha2: z.string(),
  storageClass: storageOrWaterClass,
  waterHazardClass: storageOrWaterClass,
  safetyDataSheets: z.array(
    z.object({ id: z.string(), language: z.string(), lastRevisionDate: wireDate, file: idName }),
  ),
});

/**
 * A product of the catalogue: its statements and pictograms in the asked language, the danger code
 * its statements and substances give (`derivedDangerCode`) beside the one set, and per country its
 * storage and water hazard class and safety data sheets.
 */
export const chemicalSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  physicalState: z.enum(PhysicalState),
  hazardStatements: z.array(statementSchema),
  euHazardStatements: z.array(statementSchema),
  precautionaryStatements: z.array(statementSchema),
  /** The precautionary statements were entered by hand from the safety data sheet. */
  precautionsFromSds: z.boolean(),
  /** What the product fills into its hazard statements' bracketed instructions (the statements above print them). */
  statementDetails: z.array(z.object({ code: z.string(), en: z.array(z.string()), da: z.array(z.string()) })),
  /** Its UN number for transport, four digits (ADR Table A); null when it is not dangerous goods. */
  unNumber: z.string().nullable(),
  pictograms: z.array(pictogramSchema),
  signalWord: z.enum(SignalWord),
  dangerCode: z.enum(DangerCode),
  dangerCodeRaisedTo: z.enum(DangerCode).nullable(),
  derivedDangerCode: z.enum(DangerCode),
  restrictedOrSvhc: z.boolean(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  producer: idName.nullable(),
  supplies: z.array(z.object({ id: z.string(), articleNumber: z.string().nullable(), supplier: idName })),
  substances: z.array(
    z.object({
      substance: productSubstanceSchema,
      /** Per cent by weight. */
      concentrationMin: z.number().nullable(),
      concentrationMax: z.number().nullable(),
    }),
  ),
  countriesData: z.array(countryDataSchema),
});

export type ChemicalDto = z.output<typeof chemicalSchema>;

export const chemicalPageSchema = pageSchema(chemicalSchema);

const thresholdSchema = z.object({ percent: z.number(), source: z.string() }).nullable();

/**
 * Every Annex XVII entry and Candidate List listing that hits a substance of the product
 * (getChemicalRestrictions), with whether the product's declared concentration reaches the threshold.
 */
export const chemicalRestrictionsSchema = z.array(
  z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("ANNEX_XVII"),
      substance: productSubstanceSchema,
      concentrationMax: z.number().nullable(),
      entryNo: z.string(),
      title: z.string(),
      reason: restrictionReasonSchema,
      url: z.string(),
      threshold: thresholdSchema,
      reachesThreshold: z.boolean().nullable(),
    }),
    z.object({
      kind: z.literal("SVHC"),
      substance: productSubstanceSchema,
      concentrationMax: z.number().nullable(),
      entryNo: z.null(),
      title: z.string(),
      reason: z.literal("LISTED"),
      url: z.string(),
      threshold: thresholdSchema,
      reachesThreshold: z.boolean().nullable(),
    }),
  ]),
);

/** The label elements hazard statements require (chemicalWarnings, CLP Annex I). */
export const chemicalWarningsSchema = z.object({
  pictograms: z.array(pictogramSchema),
  signalWord: z.enum(SignalWord),
  precautionaryStatements: z.array(statementSchema),
  /** Statements whose precautionary statements could not be read whole. */
  precautionaryGaps: z.array(z.object({ code: z.string(), reason: z.enum(["NO_TABLE", "PARTLY_READ"]) })),
  /** Statements whose place in CLP's table the reading doubts, with the doubt in the source's words. */
  precautionaryDoubts: z.array(z.object({ code: z.string(), doubt: z.string() })),
  dangerCode: z.enum(DangerCode),
  hazardStatements: z.array(statementSchema),
  euHazardStatements: z.array(statementSchema),
});

/** The parts of a product that need no language. */
export function toChemicalBase({ substances, countries, statementDetails, ...row }: ChemicalRow) {
  return {
    ...row,
    // written through statementDetailSchema only; anything else reads as no details
    statementDetails: z.array(statementDetailSchema).catch([]).parse(statementDetails),
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
