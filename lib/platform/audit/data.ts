import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type Sql } from "@/lib/platform/lists/query";
import { auditEntrySelect, toAuditEntryDto } from "./dto";
import { auditList, historyList } from "./schema";

/**
 * The organization and everything below it: whoever reaches an organization reaches its
 * departments and subsidiaries, so its log shows their changes too.
 */
async function subtreeOf(organizationId: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    WITH RECURSIVE tree AS (
      SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid
      UNION ALL
      SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id
    )
    SELECT id::text AS id FROM tree`;
  return rows.map((row) => row.id);
}

const tenantOf = async (org: OrgContext): Promise<Sql> =>
  sql`t."organizationId" = ANY(${await subtreeOf(org.organizationId)}::uuid[])`;

const rowsOf = async (ids: string[]) =>
  (await db().auditEntry.findMany({ where: { id: { in: ids } }, select: auditEntrySelect })).map(toAuditEntryDto);

/** The organization's audit log (MANAGE), newest first by default. */
export async function listAuditEntries(org: OrgContext, query: ListQuery<typeof auditList>) {
  const text = query.q ? containsPattern(query.q) : undefined;
  return listPage(auditList, query, {
    tenant: await tenantOf(org),
    filters: [
      text && sql`(t."entityName" ILIKE ${text} OR t."actorName" ILIKE ${text})`,
      query.actor && sql`t."actorId" = ${query.actor}::uuid`,
      query.entityType && sql`t."entityType" = ${query.entityType}`,
      query.action && sql`t."action" = ${query.action}::"AuditAction"`,
      query.from && sql`t."occurredAt" >= ${query.from}::date`,
      query.to && sql`t."occurredAt" < ${query.to}::date + 1`,
    ],
    rows: rowsOf,
  });
}

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
    tenant: await tenantOf(org),
    filters: [sql`(t."entityId" = ${id}::uuid OR t."relatedIds" @> ARRAY[${id}::uuid])`],
    rows: rowsOf,
  });
}

/** The people who appear in the organization's log, for the log's person filter. */
export async function auditActors(org: OrgContext): Promise<{ id: string; name: string }[]> {
  const rows = await db().auditEntry.findMany({
    where: { organizationId: { in: await subtreeOf(org.organizationId) }, actorId: { not: null } },
    distinct: ["actorId"],
    select: { actorId: true, actorName: true },
    orderBy: [{ actorId: "asc" }, { occurredAt: "desc" }],
    take: 500,
  });
  return rows.map((row) => ({ id: row.actorId!, name: row.actorName })).sort((a, b) => a.name.localeCompare(b.name));
}
