// The queries of the reference lists. Client-safe.
import { z } from "zod";
import { LOCALES } from "@/lib/platform/i18n/config";
import { defineList } from "@/lib/platform/lists/list";

/** The language of the statements; the signed-in user's own when not given. */
export const languageField = z.enum(LOCALES).optional().describe("en or da; the user's language when left out");

export const statementQuerySchema = z.object({
  q: z.string().trim().max(200).optional().describe("Part of the code or of the statement"),
  language: languageField,
});

export const pictogramQuerySchema = z.object({ language: languageField });

export const dangerousGoodList = defineList({
  table: "DangerousGood",
  sort: { unNumber: "unNumber", properShippingName: "properShippingName", tableOrder: "sortOrder" },
  defaultSort: "tableOrder,asc",
  filters: {
    q: z.string().trim().max(200).optional().describe("A UN number (or its start) or part of the name"),
    hazardClass: z.string().trim().max(10).optional(),
  },
});

export const dangerousGoodListQuerySchema = dangerousGoodList.query;
