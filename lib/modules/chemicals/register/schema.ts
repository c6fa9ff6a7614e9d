// The chemical register's list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, idList, nullable, optionalText } from "@/lib/platform/fields/fields";
import { COUNTRY_CODES } from "@/lib/platform/fields/countries";
import { DANGER_CODES } from "@/lib/modules/admin/chemicals/danger-code";
import { STORAGE_CLASSES } from "@/lib/modules/admin/chemicals/choices";
import { AMOUNT_UNITS } from "./amount-units";
import { GHS_PICTOGRAMS, SDS_LANGUAGES, SDS_STATUSES, SIGNAL_WORDS, SUBSTITUTION_OUTCOMES } from "./choices";

const flag = z.enum(["true", "false"]).optional();

export const chemicalRegisterList = defineList({
  table: "ChemicalAssociation",
  sort: {
    name: "name",
    dangerCode: "dangerCode",
    createdDate: "createdDate",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional().describe("Part of the trade name or the purpose"),
    dangerCode: z.enum(DANGER_CODES).optional(),
    signalWord: z.enum(SIGNAL_WORDS).optional(),
    pictogram: z.enum(GHS_PICTOGRAMS).optional(),
    storageClass: z.enum(STORAGE_CLASSES).optional().describe("In the country of use"),
    sdsStatus: z.enum(SDS_STATUSES).optional().describe("The safety data sheet for the country of use"),
    needsAttention: flag.describe(
      "true: a safety data sheet older than the allowed age or missing, or a gap (no responsible member, amount, area of use or storage)",
    ),
    substitutionCandidate: flag.describe("true: CMR, SVHC or restricted substances"),
    areaId: z.uuid().optional().describe("Used or stored in this area"),
    ...archivedFilter,
  },
});

export const chemicalRegisterListQuerySchema = chemicalRegisterList.query;

const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => (COUNTRY_CODES as readonly string[]).includes(value), { params: { reason: "unknownCountry" } });

/** An amount as the unit library writes decimals: up to 11 digits before the point and 3 after. */
const amount = z
  .union([z.number(), z.string().trim()])
  .transform((value) => (value === "" ? null : String(value)))
  .pipe(
    z
      .string()
      .regex(/^\d{1,11}(\.\d{1,3})?$/)
      .nullable(),
  )
  .nullish()
  .transform((value) => value ?? null);

const substitutionDecision = z.object({
  outcome: z.enum(SUBSTITUTION_OUTCOMES),
  decidedOn: calendarDate,
  note: optionalText(2000),
});

const instruction = () => optionalText(4000);

export const chemicalRegisterInputSchema = z
  .object({
    chemicalId: z.uuid(),
    /** one of the product's suppliers in the catalogue */
    supplierId: nullable(z.uuid()),
    /** the member who keeps the safety data sheet and instruction current; reminders go to them */
    responsibleId: nullable(z.uuid()),
    /** left out: the organization's country, else Denmark */
    countryAlpha2: country.optional(),
    purpose: optionalText(500),
    amount,
    amountUnit: nullable(z.enum(AMOUNT_UNITS)),
    useAreaIds: idList,
    storageAreaIds: idList,
    instructionUse: instruction(),
    instructionProtection: instruction(),
    instructionFirstAid: instruction(),
    instructionSpills: instruction(),
    instructionDisposal: instruction(),
    /** the whole list of decisions, oldest first; it replaces the stored one */
    substitutionDecisions: z.array(substitutionDecision).max(50).default([]),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.amount !== null && input.amountUnit === null) {
      context.addIssue({ code: "custom", path: ["amountUnit"], params: { reason: "unitForAmount" } });
    }
  });

export type ChemicalRegisterInput = z.output<typeof chemicalRegisterInputSchema>;

/** A safety data sheet the organization uploads for a registered product. */
export const ownSheetInputSchema = z.object({
  fileId: z.uuid(),
  lastRevisionDate: calendarDate.transform((value) => new Date(`${value}T00:00:00Z`)),
  language: z.enum(SDS_LANGUAGES),
  countryAlpha2: country,
});

export type OwnSheetInput = z.output<typeof ownSheetInputSchema>;
