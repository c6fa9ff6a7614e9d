// The chemical product body, the list and the warnings query. Client-safe.
import { z } from "zod";
import { calendarDate, distinctEntries, optionalText } from "@/lib/platform/fields/fields";
import { COUNTRY_CODES } from "@/lib/platform/fields/countries";
import { defineList } from "@/lib/platform/lists/list";
import { dateFilter } from "@/lib/platform/lists/date-filter";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { LOCALES } from "@/lib/platform/i18n/config";
import { languageField } from "../hazard-data/schema";
import { DANGER_CODES } from "./danger-code";
import { PHYSICAL_STATES, STORAGE_CLASSES, WATER_HAZARD_CLASSES } from "./choices";

const SIGNAL_WORDS = ["NORMAL", "WARNING", "DANGER"] as const;
const PICTOGRAMS = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;

const codes = (max: number) =>
  z
    .array(z.string().trim().min(2).max(30))
    .max(max)
    .default([])
    .transform((list) => [...new Set(list)]);

const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => (COUNTRY_CODES as readonly string[]).includes(value), { params: { reason: "unknownCountry" } });

/** A UN number as a safety data sheet writes it ("UN 1090", "UN1090" or "1090"), kept as its four digits. */
const unNumber = z
  .string()
  .trim()
  .transform((value) => value.replace(/^UN\s*/i, ""))
  .refine((value) => value === "" || /^\d{4}$/.test(value), { params: { reason: "unNumber" } })
  .nullish()
  .transform((value) => value || null);

const percent = z.coerce
  .number()
  .min(0)
  .max(100)
  .nullish()
  .transform((value) => value ?? null);

const substanceEntry = z
  .object({ substanceId: z.uuid(), concentrationMin: percent, concentrationMax: percent })
  .superRefine((entry, context) => {
    if (
      entry.concentrationMin !== null &&
      entry.concentrationMax !== null &&
      entry.concentrationMin > entry.concentrationMax
    ) {
      context.addIssue({ code: "custom", path: ["concentrationMax"], params: { reason: "concentrationRange" } });
    }
  });

const countryEntry = z.object({
  countryAlpha2: country,
  storageClass: z
    .enum(STORAGE_CLASSES)
    .nullish()
    .transform((value) => value ?? null),
  waterHazardClass: z
    .enum(WATER_HAZARD_CLASSES)
    .nullish()
    .transform((value) => value ?? null),
  safetyDataSheets: z
    .array(
      z.object({
        fileId: z.uuid(),
        language: z.string().trim().toLowerCase().length(2),
        lastRevisionDate: calendarDate,
      }),
    )
    .max(20)
    .default([]),
});

const fills = z.array(z.string().trim().max(300)).max(4).default([]);

/**
 * What the product fills into CLP's bracketed instructions of one of its hazard statements (its
 * organs, its route of exposure), per language in the order of the brackets; a blank one is left out.
 */
export const statementDetailSchema = z.object({ code: z.string().trim().max(30), en: fills, da: fills });

export type StatementDetail = z.output<typeof statementDetailSchema>;

export const chemicalInputSchema = z.object({
  tradeName: z.string().trim().min(1).max(300),
  producerId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  physicalState: z.enum(PHYSICAL_STATES),
  supplies: z
    .array(z.object({ supplierId: z.uuid(), articleNumber: optionalText(100) }))
    .max(20)
    .default([]),
  substances: distinctEntries(substanceEntry, "substanceId").default([]),
  hazardStatementIds: codes(100),
  euHazardStatementIds: codes(50),
  precautionaryStatementIds: codes(100),
  /** the precautionary statements were entered by hand from the safety data sheet (a CLP table the data lacks) */
  precautionsFromSds: z.boolean().default(false),
  /** the product's organs and routes of exposure where its hazard statements ask for them */
  statementDetails: distinctEntries(statementDetailSchema, "code").default([]),
  /** from section 14 of its safety data sheet; one of ADR Table A's (GET /api/v1/dangerous-goods) */
  unNumber,
  /** left out: the pictograms the hazard statements require (GET …/warnings) */
  pictograms: z.array(z.enum(PICTOGRAMS)).max(9).optional(),
  /** left out: the signal word the hazard statements require */
  signalWord: z.enum(SIGNAL_WORDS).optional(),
  /** a danger code above the derived one; below it is refused */
  dangerCode: z
    .enum(DANGER_CODES)
    .nullish()
    .transform((value) => value ?? null),
  countriesData: distinctEntries(countryEntry, "countryAlpha2").default([]),
  lastModifiedDate: lastModifiedDateField,
});

export type ChemicalInput = z.output<typeof chemicalInputSchema>;

export const chemicalList = defineList({
  table: "Chemical",
  sort: { tradeName: "tradeName", dangerCode: "dangerCode", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "tradeName,asc",
  filters: {
    q: z.string().trim().max(200).optional().describe("Part of the trade name"),
    dangerCode: z.enum(DANGER_CODES).optional(),
    physicalState: z.enum(PHYSICAL_STATES).optional(),
    language: languageField,
    ...dateFilter("lastModifiedDate"),
  },
});

export const chemicalListQuerySchema = chemicalList.query;

export const chemicalReadQuerySchema = z.object({ language: languageField });

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(30)).max(100));

export const warningsQuerySchema = z.object({
  hazardStatementIds: idList.describe("Hazard statement codes, comma-separated or repeated"),
  euHazardStatementIds: idList.describe("EU hazard statement codes, comma-separated or repeated"),
  language: z.enum(LOCALES).optional(),
});
