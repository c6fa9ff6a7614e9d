import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { db } from "@/lib/platform/db";
import { stakeholderSelect, toStakeholderDto } from "./dto";
import { stakeholderList } from "./schema";

/** The shared catalogue only; organizations' own stakeholders are reached through their associations. */
export function catalogueSource(
  query: ListQuery<typeof stakeholderList>,
): ListSource<ReturnType<typeof toStakeholderDto>> {
  return {
    tenant: sql`t."organizationId" IS NULL`,
    filters: [
      query.q && sql`t."name" ILIKE ${containsPattern(query.q)}`,
      query.type && sql`t."type" = ${query.type}::"StakeholderType"`,
      query.countryAlpha2 && sql`t."countryAlpha2" = ${query.countryAlpha2}`,
    ],
    rows: async (ids) =>
      (await db().stakeholder.findMany({ where: { id: { in: ids } }, select: stakeholderSelect })).map(
        toStakeholderDto,
      ),
  };
}

export const listCatalogueStakeholders = (query: ListQuery<typeof stakeholderList>) =>
  listPage(stakeholderList, query, catalogueSource(query));

export async function getCatalogueStakeholder(id: string) {
  const row = await db().stakeholder.findFirst({ where: { id, organizationId: null }, select: stakeholderSelect });
  if (!row) throw notFound("Stakeholder not found");
  return toStakeholderDto(row);
}
