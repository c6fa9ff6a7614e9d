import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { associationSelect, toAssociationDto } from "./dto";
import { associationList } from "./schema";

export function listAssociations(org: OrgContext, query: ListQuery<typeof associationList>) {
  return listPage(associationList, query, {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      query.relevance && sql`t."relevance" = ${query.relevance}::"Relevance"`,
      query.q && sql`t."stakeholderName" ILIKE ${containsPattern(query.q)}`,
      query.type &&
        sql`EXISTS (SELECT 1 FROM "Stakeholder" s WHERE s."id" = t."stakeholderId" AND s."type" = ${query.type}::"StakeholderType")`,
    ],
    rows: async (ids) =>
      (await db().stakeholderAssociation.findMany({ where: { id: { in: ids } }, select: associationSelect })).map(
        toAssociationDto,
      ),
  });
}

export async function getAssociation(org: OrgContext, id: string) {
  const row = await db().stakeholderAssociation.findFirst({
    where: { id, organizationId: org.organizationId },
    select: associationSelect,
  });
  if (!row) throw notFound("Stakeholder association not found");
  return toAssociationDto(row);
}
