import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateTime, pageSchema } from "@/lib/platform/api/response";
import type { Locale } from "@/lib/platform/i18n/config";
import {
  harmonisedEntrySchema,
  restrictionHitSchema,
  statementSchema,
  svhcListingSchema,
  type StatementDto,
} from "../hazard-data/dto";

export const substanceSelect = {
  id: true,
  nameEn: true,
  nameDa: true,
  casNumber: true,
  ecNumber: true,
  indexNo: true,
  hazardStatements: true,
  euHazardStatements: true,
  createdDate: true,
  lastModifiedDate: true,
} satisfies Prisma.SubstanceSelect;

export type SubstanceRow = Prisma.SubstanceGetPayload<{ select: typeof substanceSelect }>;

/** The name in the asked language; the English name where no Danish one is kept. */
export const substanceName = (row: { nameEn: string; nameDa: string | null }, language: Locale) =>
  language === "da" ? (row.nameDa ?? row.nameEn) : row.nameEn;

/** A substance on the wire: its statements each a code and the statement in the asked language. */
export const substanceSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameDa: z.string().nullable(),
  /** In the asked language. */
  name: z.string(),
  casNumber: z.string().nullable(),
  ecNumber: z.string().nullable(),
  indexNo: z.string().nullable(),
  hazardStatements: z.array(statementSchema),
  euHazardStatements: z.array(statementSchema),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
});

/** A list row: whether the Candidate List or Annex XVII names the substance. */
export const substanceListRowSchema = substanceSchema.extend({ svhc: z.boolean(), restricted: z.boolean() });

export const substancePageSchema = pageSchema(substanceListRowSchema);

/**
 * One substance with what the reference data says of it today: the harmonised classification in
 * force, how its own classification differs from it (null without one), its Candidate List
 * listings and the Annex XVII entries that hit it.
 */
export const substanceDetailSchema = substanceSchema.extend({
  harmonisedClassification: z.array(harmonisedEntrySchema),
  classificationDifferences: z.object({ onlyHarmonised: z.array(z.string()), onlyOwn: z.array(z.string()) }).nullable(),
  svhc: z.array(svhcListingSchema),
  restrictions: z.array(restrictionHitSchema),
});

export type SubstanceDetail = z.output<typeof substanceDetailSchema>;

export function toSubstanceDto(
  { hazardStatements, euHazardStatements, ...row }: SubstanceRow,
  statements: ReadonlyMap<string, StatementDto>,
  language: Locale,
): z.output<typeof substanceSchema> {
  const resolve = (codes: string[]) => codes.flatMap((code) => (statements.has(code) ? [statements.get(code)!] : []));
  return {
    ...row,
    name: substanceName(row, language),
    hazardStatements: resolve(hazardStatements),
    euHazardStatements: resolve(euHazardStatements),
  };
}
