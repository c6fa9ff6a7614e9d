// The hazard reference data as the API answers it: statements, pictograms, ADR's dangerous goods,
// and what Annex VI, the Candidate List and Annex XVII say of a substance.
import { z } from "zod";
import { pageSchema, wireDate } from "@/lib/platform/api/response";

/** A statement: its code (also its id) and its text in the asked language. */
export const statementSchema = z.object({ id: z.string(), code: z.string(), statement: z.string() });

export type StatementDto = z.output<typeof statementSchema>;

export const statementsSchema = z.array(statementSchema);

/** A GHS pictogram named in the asked language, with the address of its SVG. */
export const pictogramSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  imageUrl: z.string(),
});

export type PictogramDto = z.output<typeof pictogramSchema>;

export const pictogramsSchema = z.array(pictogramSchema);

/** A row of ADR 2025 Table A. */
const dangerousGoodSchema = z.object({
  id: z.string(),
  unNumber: z.string(),
  properShippingName: z.string(),
  hazardClass: z.string(),
  classificationCode: z.string().nullable(),
  packingGroup: z.string().nullable(),
  labels: z.string().nullable(),
  specialProvisions: z.string().nullable(),
  limitedQuantity: z.string().nullable(),
  exceptedQuantity: z.string().nullable(),
  packingInstructions: z.string().nullable(),
  tankCode: z.string().nullable(),
  transportCategory: z.string().nullable(),
  tunnelCode: z.string().nullable(),
  hazardNumber: z.string().nullable(),
  adrStatus: z.string().nullable(),
});

export type DangerousGoodDto = z.output<typeof dangerousGoodSchema>;

export const dangerousGoodPageSchema = pageSchema(dangerousGoodSchema);

/** An Annex VI entry in force (harmonisedClassifications), as printed in the table. */
export const harmonisedEntrySchema = z.object({
  indexNo: z.string(),
  chemicalName: z.string(),
  ecNo: z.string(),
  casNo: z.string(),
  casNumbers: z.array(z.string()),
  ecNumbers: z.array(z.string()),
  hazardClassCategories: z.array(z.string()),
  hazardStatements: z.array(z.string()),
  pictograms: z.array(z.string()),
  signalWord: z.string().nullable(),
  labellingHazardStatements: z.array(z.string()),
  supplementaryHazardStatements: z.array(z.string()),
  sclMFactorsAte: z.array(z.string()),
  notes: z.array(z.string()),
  atp: z.string(),
  celex: z.string(),
  inApplicationFrom: wireDate,
  celexUrl: z.string(),
});

/** A Candidate List (SVHC) row naming the substance (svhcListings). */
export const svhcListingSchema = z.object({
  substanceName: z.string(),
  casNo: z.string().nullable(),
  ecNo: z.string().nullable(),
  reasons: z.array(z.string()),
  dateOfInclusion: wireDate,
  decisionUrl: z.string(),
});

/** Why an Annex XVII entry hits a substance: it lists it, or it is CMR 1A/1B by Annex VI. */
export const restrictionReasonSchema = z.enum(["LISTED", "HARMONISED_CMR"]);

/** An Annex XVII entry that hits the substance (restrictionHits). */
export const restrictionHitSchema = z.object({
  entryNo: z.string(),
  reason: restrictionReasonSchema,
  listedAs: z.string().nullable(),
  title: z.string(),
  conditionsUrl: z.string(),
  legalHistory: z.array(z.string()),
});

/** The Annex VI notes its entries carry, with how many entries carry each (listAnnexViNotes). */
export const annexViNotesSchema = z.array(
  z.object({ id: z.string(), code: z.string(), entries: z.number(), legalText: z.string() }),
);
