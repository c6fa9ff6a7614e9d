import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ProcedureCategory } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";
import { CONTENT_LANGUAGES, languagesOf } from "@/lib/modules/operation/procedures/choices";

export const procedureTemplateListSelect = {
  id: true,
  title: true,
  titleEn: true,
  titleDa: true,
  category: true,
  createdDate: true,
  lastModifiedDate: true,
} satisfies Prisma.ProcedureTemplateSelect;

export const procedureTemplateSelect = {
  ...procedureTemplateListSelect,
  contentEn: true,
  contentDa: true,
} satisfies Prisma.ProcedureTemplateSelect;

export const procedureTemplateListRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleDa: z.string().nullable(),
  category: z.enum(ProcedureCategory),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  languages: z.array(z.enum(CONTENT_LANGUAGES)),
});

export const procedureTemplatePageSchema = pageSchema(procedureTemplateListRowSchema);

export const procedureTemplateSchema = procedureTemplateListRowSchema.extend({
  contentEn: z.string().nullable(),
  contentDa: z.string().nullable(),
});

export type ProcedureTemplateDto = z.output<typeof procedureTemplateSchema>;

export function toProcedureTemplateListRow(
  row: Prisma.ProcedureTemplateGetPayload<{ select: typeof procedureTemplateListSelect }>,
): z.output<typeof procedureTemplateListRowSchema> {
  return { ...row, languages: languagesOf(row) };
}

export function toProcedureTemplateDto(
  row: Prisma.ProcedureTemplateGetPayload<{ select: typeof procedureTemplateSelect }>,
): ProcedureTemplateDto {
  return { ...row, languages: languagesOf(row) };
}
