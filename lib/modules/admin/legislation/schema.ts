import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { dateFilter } from "@/lib/platform/lists/date-filter";
import { COUNTRY_CODES } from "@/lib/platform/fields/countries";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { fileIdsField } from "@/lib/platform/files/schema";
import { LEGISLATION_KINDS } from "./choices";

/** EU and INTL, then the countries; a country is its ISO 3166-1 alpha-2 code (DK, DE …). */
const JURISDICTIONS = ["EU", "INTL", ...COUNTRY_CODES] as const;

const jurisdiction = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => (JURISDICTIONS as readonly string[]).includes(value), {
    params: { reason: "unknownJurisdiction" },
  });

export const legislationInputSchema = z
  .object({
    jurisdiction,
    kind: z.enum(LEGISLATION_KINDS),
    officialNumber: z.string().trim().min(1).max(200),
    celexNumber: optionalText(20, z.string().regex(/^[0-9][0-9A-Z()]{5,19}$/, "A CELEX number")),
    officialUrl: optionalText(500, z.url({ protocol: /^https?$/ })),
    titleEn: optionalText(2000),
    titleDa: optionalText(2000),
    shortName: optionalText(200),
    topicIds: z.array(z.uuid()).max(50).default([]),
    documentDate: nullable(calendarDate),
    effectiveDate: nullable(calendarDate),
    summaryEn: optionalText(10_000),
    summaryDa: optionalText(10_000),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.titleEn || input.titleDa) return;
    for (const path of ["titleEn", "titleDa"]) {
      context.addIssue({ code: "custom", path: [path], params: { reason: "eitherTitle" } });
    }
  });

export type LegislationInput = z.output<typeof legislationInputSchema>;

export const legislationList = defineList({
  table: "Legislation",
  sort: {
    title: "sortTitle",
    jurisdiction: "jurisdiction",
    officialNumber: "officialNumber",
    effectiveDate: "effectiveDate",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    jurisdiction: z.string().trim().toUpperCase().max(4).optional(),
    kind: z.enum(LEGISLATION_KINDS).optional(),
    topic: z.uuid().optional(),
    ...dateFilter("lastModifiedDate"),
  },
});

export const legislationListQuerySchema = legislationList.query;

/** The topics, for pickers and filters: all of them, or those whose name contains `q`. */
export const topicQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  key: z.string().trim().max(50).optional(),
});
