import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { listPage, sql } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { scopeRevisionSelect, scopeSelect, toScopeDto } from "./dto";
import { scopeRevisionList } from "./schema";

export async function getScope(org: OrgContext) {
  const row = await db().scope.findUnique({ where: { organizationId: org.organizationId }, select: scopeSelect });
  if (!row) throw notFound("The organization has no scope yet");
  return toScopeDto(row);
}

/** Newest first; an organization without a scope simply has no revisions. */
/** The organization's scope versions, for a page or an export. */
export const scopeRevisionSource = (org: OrgContext) => ({
  tenant: sql`t."scopeId" = (SELECT s."id" FROM "Scope" s WHERE s."organizationId" = ${org.organizationId}::uuid)`,
  rows: (ids: string[]) => db().scopeRevision.findMany({ where: { id: { in: ids } }, select: scopeRevisionSelect }),
});

export const listScopeRevisions = (org: OrgContext, query: ListQuery<typeof scopeRevisionList>) =>
  listPage(scopeRevisionList, query, scopeRevisionSource(org));
