// The agreement-template list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { COUNTRY_CODES } from "@/lib/platform/fields/countries";
import { formNumber, nullable, optionalText } from "@/lib/platform/fields/fields";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { AGREEMENT_TYPES } from "@/lib/modules/monitoring/control-book/choices";

export const agreementTemplateList = defineList({
  table: "AgreementTemplate",
  sort: { title: "title", type: "type", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    type: z.enum(AGREEMENT_TYPES).optional(),
    countryAlpha2: z.string().trim().toUpperCase().length(2).optional(),
    ...archivedFilter,
  },
});

export const agreementTemplateListQuerySchema = agreementTemplateList.query;

/** A country whose law asks for the obligation; none: it applies anywhere. */
const country = z
  .string()
  .trim()
  .toUpperCase()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || COUNTRY_CODES.includes(value), { params: { reason: "unknownCountry" } });

/**
 * A template in English and/or Danish. Its title and description fit an agreement's (200 and 4,000
 * characters), since an agreement made from it starts with them.
 */
export const agreementTemplateInputSchema = z
  .object({
    type: z.enum(AGREEMENT_TYPES),
    titleEn: optionalText(200),
    titleDa: optionalText(200),
    descriptionEn: optionalText(4000),
    descriptionDa: optionalText(4000),
    frequency: z.enum(FREQUENCIES),
    reminderLeadDays: formNumber(z.number().int().min(0).max(365)).default(30),
    countryAlpha2: country,
    /** The legal basis: acts of the legislation catalogue. */
    legislationIds: z.array(z.uuid()).max(20).default([]),
    /** One of the system's inspection questionnaires, for the agreement's inspections. */
    questionnaireId: nullable(z.uuid()),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.titleEn || input.titleDa) return;
    for (const path of ["titleEn", "titleDa"]) {
      context.addIssue({ code: "custom", path: [path], params: { reason: "eitherTitle" } });
    }
  });

export type AgreementTemplateInput = z.output<typeof agreementTemplateInputSchema>;
