import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { ownDocumentListSelect, ownDocumentSelect, toOwnDocumentDto, toOwnDocumentListRow } from "./dto";
import { ownDocumentList } from "./schema";

type OwnDocumentListRow = ReturnType<typeof toOwnDocumentListRow>;

/** The organization's own documents matching the query, for a page or an export. */
export function ownDocumentSource(
  org: OrgContext,
  query: ListQuery<typeof ownDocumentList>,
): ListSource<OwnDocumentListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text &&
        sql`(t."title" ILIKE ${text} OR t."description" ILIKE ${text} OR t."versionLabel" ILIKE ${text} OR t."isoClause" ILIKE ${text})`,
      query.category && sql`t."category" = ${query.category}::"OwnDocumentCategory"`,
      query.isoStandard && sql`${query.isoStandard}::"IsoStandard" = ANY (t."isoStandards")`,
    ],
    rows: async (ids) =>
      (await db().ownDocument.findMany({ where: { id: { in: ids } }, select: ownDocumentListSelect })).map(
        toOwnDocumentListRow,
      ),
  };
}

export const listOwnDocuments = (org: OrgContext, query: ListQuery<typeof ownDocumentList>) =>
  listPage(ownDocumentList, query, ownDocumentSource(org, query));

export async function getOwnDocument(org: OrgContext, id: string) {
  const row = await db().ownDocument.findFirst({ where: ownRow(org, id), select: ownDocumentSelect });
  if (!row) throw notFound("Document not found");
  return toOwnDocumentDto(row);
}
