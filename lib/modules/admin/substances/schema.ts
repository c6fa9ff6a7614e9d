// The substance body and list. Client-safe.
import { z } from "zod";
import { optionalText } from "@/lib/platform/fields/fields";
import { defineList } from "@/lib/platform/lists/list";
import { dateFilter } from "@/lib/platform/lists/date-filter";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { languageField } from "../hazard-data/schema";
import { isValidCasNumber, isValidEcNumber } from "./identifiers";

const casNumber = z.string().refine(isValidCasNumber, { params: { reason: "casNumber" } });
const ecNumber = z.string().refine(isValidEcNumber, { params: { reason: "ecNumber" } });

/** Statement codes (H225, EUH066); the write checks each against the regulation's list. */
const statementCodes = z
  .array(z.string().trim().min(2).max(30))
  .max(100)
  .default([])
  .transform((codes) => [...new Set(codes)]);

export const substanceInputSchema = z.object({
  nameEn: z.string().trim().min(1).max(2000),
  nameDa: optionalText(2000),
  casNumber: optionalText(12, casNumber),
  ecNumber: optionalText(9, ecNumber),
  hazardStatementIds: statementCodes,
  euHazardStatementIds: statementCodes,
  lastModifiedDate: lastModifiedDateField,
});

export type SubstanceInput = z.output<typeof substanceInputSchema>;

export const substanceList = defineList({
  table: "Substance",
  sort: {
    name: "nameEn",
    casNumber: "casNumber",
    ecNumber: "ecNumber",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "name,asc",
  filters: {
    q: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe("Part of the English or Danish name, or the start of the CAS or EC number"),
    language: languageField,
    ...dateFilter("lastModifiedDate"),
  },
});

export const substanceListQuerySchema = substanceList.query;

export const substanceReadQuerySchema = z.object({ language: languageField });
