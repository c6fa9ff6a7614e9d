import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, queryRows, sql, type ListSource, type Sql } from "@/lib/platform/lists/query";
import { auditEntrySelect, toAuditEntryDto, type AuditEntryDto } from "./dto";
import { auditList, historyList } from "./schema";

/**
 * The organization and everything below it: whoever reaches an organization reaches its
 * departments and subsidiaries, so its log shows their changes too.
 */
const subtree = (organizationId: string) => sql`
  WITH RECURSIVE tree AS (
    SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid
    UNION ALL
    SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id
  )
  SELECT id FROM tree`;

const tenantOf = (org: OrgContext): Sql => sql`t."organizationId" IN (${subtree(org.organizationId)})`;

const rowsOf = async (ids: string[]) =>
  (await db().auditEntry.findMany({ where: { id: { in: ids } }, select: auditEntrySelect })).map(toAuditEntryDto);

/** The organization's audit log (MANAGE), newest first by default: for a page or an export. */
export function auditSource(org: OrgContext, query: ListQuery<typeof auditList>): ListSource<AuditEntryDto> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: tenantOf(org),
    filters: [
      text && sql`(t."entityName" ILIKE ${text} OR t."actorName" ILIKE ${text})`,
      query.actor && sql`t."actorId" = ${query.actor}::uuid`,
      query.entityType && sql`t."entityType" = ${query.entityType}`,
      query.action && sql`t."action" = ${query.action}::"AuditAction"`,
      query.from && sql`t."occurredAt" >= ${query.from}::date`,
      query.to && sql`t."occurredAt" < ${query.to}::date + 1`,
    ],
    rows: rowsOf,
  };
}

export const listAuditEntries = (org: OrgContext, query: ListQuery<typeof auditList>) =>
  listPage(auditList, query, auditSource(org, query));

/**
 * One record's history: the entries about it and those about its links (a role's members, a
 * member's requirements). `check` is the module's own read, so a record that is not the
 * organization's answers 404 as it does there.
 */
export async function recordHistory(
  org: OrgContext,
  id: string,
  query: ListQuery<typeof historyList>,
  check: (org: OrgContext, id: string) => Promise<unknown>,
) {
  await check(org, id);
  return listPage(historyList, query, {
    tenant: tenantOf(org),
    filters: [sql`(t."entityId" = ${id}::uuid OR t."relatedIds" @> ARRAY[${id}::uuid])`],
    rows: rowsOf,
  });
}

/** The people who appear in the organization's log, for the log's person filter. */
export async function auditActors(org: OrgContext): Promise<{ id: string; name: string }[]> {
  const rows = await queryRows<{ id: string; name: string }>(
    sql`SELECT DISTINCT ON (t."actorId") t."actorId"::text AS "id", t."actorName" AS "name"
        FROM "AuditEntry" t WHERE ${tenantOf(org)} AND t."actorId" IS NOT NULL
        ORDER BY t."actorId", t."occurredAt" DESC LIMIT 500`,
    { prepared: false },
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
