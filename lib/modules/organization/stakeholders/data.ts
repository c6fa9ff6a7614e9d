import "server-only";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { associationSelect, toAssociationDto } from "./dto";
import { associationList } from "./schema";

/** The organization's stakeholder associations matching the query, for a page or an export. */
export function associationSource(
  org: OrgContext,
  query: ListQuery<typeof associationList>,
): ListSource<ReturnType<typeof toAssociationDto>> {
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      query.relevance && sql`t."relevance" = ${query.relevance}::"Relevance"`,
      query.q && sql`t."stakeholderName" ILIKE ${containsPattern(query.q)}`,
      query.type &&
        sql`EXISTS (SELECT 1 FROM "Stakeholder" s WHERE s."id" = t."stakeholderId" AND s."type" = ${query.type}::"StakeholderType")`,
    ],
    rows: async (ids) =>
      (await db().stakeholderAssociation.findMany({ where: { id: { in: ids } }, select: associationSelect })).map(
        toAssociationDto,
      ),
  };
}

export const listAssociations = (org: OrgContext, query: ListQuery<typeof associationList>) =>
  listPage(associationList, query, associationSource(org, query));

export async function getAssociation(org: OrgContext, id: string) {
  const row = await db().stakeholderAssociation.findFirst({
    where: { id, organizationId: org.organizationId },
    select: associationSelect,
  });
  if (!row) throw notFound("Stakeholder association not found");
  return toAssociationDto(row);
}
