import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import {
  agreementTemplateListSelect,
  agreementTemplateSelect,
  toAgreementTemplateDto,
  toAgreementTemplateListRow,
  type AgreementTemplateListRow,
} from "./dto";
import { agreementTemplateList } from "./schema";

export function agreementTemplateSource(
  query: ListQuery<typeof agreementTemplateList>,
): ListSource<AgreementTemplateListRow> {
  const pattern = query.q && containsPattern(query.q);
  return {
    tenant: sql`TRUE`,
    filters: [
      archivedCondition(query.archived),
      pattern && sql`(t."titleEn" ILIKE ${pattern} OR t."titleDa" ILIKE ${pattern})`,
      query.type && sql`t."type" = ${query.type}::"AgreementType"`,
      query.countryAlpha2 && sql`t."countryAlpha2" = ${query.countryAlpha2}`,
    ],
    rows: async (ids) =>
      (await db().agreementTemplate.findMany({ where: { id: { in: ids } }, select: agreementTemplateListSelect })).map(
        toAgreementTemplateListRow,
      ),
  };
}

export const listAgreementTemplates = (query: ListQuery<typeof agreementTemplateList>) =>
  listPage(agreementTemplateList, query, agreementTemplateSource(query));

/** One template, archived or not: an agreement made from one earlier still names it. */
export async function getAgreementTemplate(id: string) {
  const row = await db().agreementTemplate.findUnique({ where: { id }, select: agreementTemplateSelect });
  if (!row) throw notFound("Agreement template not found");
  return toAgreementTemplateDto(row);
}
