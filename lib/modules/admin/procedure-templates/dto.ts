import type { Prisma } from "@/lib/generated/prisma/client";
import { languagesOf } from "@/lib/modules/operation/procedures/languages";

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

export function toProcedureTemplateListRow(
  row: Prisma.ProcedureTemplateGetPayload<{ select: typeof procedureTemplateListSelect }>,
) {
  return { ...row, languages: languagesOf(row) };
}

export function toProcedureTemplateDto(
  row: Prisma.ProcedureTemplateGetPayload<{ select: typeof procedureTemplateSelect }>,
) {
  return { ...row, languages: languagesOf(row) };
}

export type ProcedureTemplateDto = ReturnType<typeof toProcedureTemplateDto>;
