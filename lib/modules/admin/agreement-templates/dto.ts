import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AgreementType, Frequency } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";

const questionnaireSelect = { select: { id: true, titleEn: true, titleDa: true } } as const;

export const agreementTemplateListSelect = {
  id: true,
  code: true,
  title: true,
  titleEn: true,
  titleDa: true,
  type: true,
  frequency: true,
  reminderLeadDays: true,
  countryAlpha2: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  questionnaire: questionnaireSelect,
  _count: { select: { legislation: true } },
} satisfies Prisma.AgreementTemplateSelect;

const questionnaireSchema = z.object({
  id: z.string(),
  titleEn: z.string().nullable(),
  titleDa: z.string().nullable(),
});

const agreementTemplateListRowSchema = z.object({
  id: z.string(),
  /** The seed's key of a seeded template; null for a maintainer's own. */
  code: z.string().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleDa: z.string().nullable(),
  type: z.enum(AgreementType),
  frequency: z.enum(Frequency),
  reminderLeadDays: z.number(),
  countryAlpha2: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  /** The system's inspection questionnaire an agreement made from it is answered with. */
  questionnaire: questionnaireSchema.nullable(),
  /** How many acts make its legal basis. */
  legislationCount: z.number(),
});

export const agreementTemplatePageSchema = pageSchema(agreementTemplateListRowSchema);

export const agreementTemplateSelect = {
  ...agreementTemplateListSelect,
  descriptionEn: true,
  descriptionDa: true,
  legislation: {
    select: { id: true, jurisdiction: true, officialNumber: true, sortTitle: true },
    orderBy: [{ jurisdiction: "asc" }, { sortTitle: "asc" }],
  },
} satisfies Prisma.AgreementTemplateSelect;

/** An act of its legal basis, as the catalogue names it. */
const actSchema = z.object({
  id: z.string(),
  jurisdiction: z.string(),
  officialNumber: z.string(),
  sortTitle: z.string(),
});

export const agreementTemplateSchema = agreementTemplateListRowSchema.extend({
  descriptionEn: z.string().nullable(),
  descriptionDa: z.string().nullable(),
  legislation: z.array(actSchema),
});

export type AgreementTemplateDto = z.output<typeof agreementTemplateSchema>;
export type AgreementTemplateListRow = z.output<typeof agreementTemplateListRowSchema>;

export function toAgreementTemplateListRow({
  _count,
  ...row
}: Prisma.AgreementTemplateGetPayload<{ select: typeof agreementTemplateListSelect }>): AgreementTemplateListRow {
  return { ...row, legislationCount: _count.legislation };
}

export function toAgreementTemplateDto({
  descriptionEn,
  descriptionDa,
  legislation,
  ...row
}: Prisma.AgreementTemplateGetPayload<{ select: typeof agreementTemplateSelect }>): AgreementTemplateDto {
  return { ...toAgreementTemplateListRow(row), descriptionEn, descriptionDa, legislation };
}
