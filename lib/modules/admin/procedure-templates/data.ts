import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { db } from "@/lib/platform/db";
import {
  procedureTemplateListSelect,
  procedureTemplateSelect,
  toProcedureTemplateDto,
  toProcedureTemplateListRow,
} from "./dto";
import { procedureTemplateList } from "./schema";

export function procedureTemplateSource(
  query: ListQuery<typeof procedureTemplateList>,
): ListSource<ReturnType<typeof toProcedureTemplateListRow>> {
  const pattern = query.q && containsPattern(query.q);
  return {
    tenant: sql`TRUE`,
    filters: [
      pattern && sql`(t."titleEn" ILIKE ${pattern} OR t."titleDa" ILIKE ${pattern})`,
      query.category && sql`t."category" = ${query.category}::"ProcedureCategory"`,
    ],
    rows: async (ids) =>
      (await db().procedureTemplate.findMany({ where: { id: { in: ids } }, select: procedureTemplateListSelect })).map(
        toProcedureTemplateListRow,
      ),
  };
}

export const listProcedureTemplates = (query: ListQuery<typeof procedureTemplateList>) =>
  listPage(procedureTemplateList, query, procedureTemplateSource(query));

export async function getProcedureTemplate(id: string) {
  const row = await db().procedureTemplate.findUnique({ where: { id }, select: procedureTemplateSelect });
  if (!row) throw notFound("Procedure template not found");
  return toProcedureTemplateDto(row);
}

/** Every template by title, for the "new procedure from a template" picker. */
export const templateOptions = () =>
  db().procedureTemplate.findMany({
    select: { id: true, title: true, titleEn: true, titleDa: true, category: true },
    orderBy: [{ title: "asc" }, { id: "asc" }],
  });
