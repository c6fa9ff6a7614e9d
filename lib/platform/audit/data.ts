import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, queryRows, sql, type ListSource, type Sql } from "@/lib/platform/lists/query";
import { auditEntrySelect, toAuditEntryDto, type ReadableAuditEntry } from "./dto";
import { readEntries } from "./readable";
import { auditList } from "./schema";
import type { HistoryVocabulary } from "./vocabulary";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";

const tenantOf = (org: OrgContext): Sql => sql`t."organizationId" IN (${subtreeIds(org.organizationId)})`;

/** The entries of these ids, each read in the signed-in person's language (readable.ts). */
const rowsOf = (language: string, vocabulary: HistoryVocabulary) => async (ids: string[]) => {
  const rows = await db().auditEntry.findMany({ where: { id: { in: ids } }, select: auditEntrySelect });
  return readEntries(rows.map(toAuditEntryDto), { vocabulary, language });
};

/** The entries about a record and those about its links (a role's members, a member's requirements). */
const aboutRecord = (id: string): Sql => sql`(t."entityId" = ${id}::uuid OR t."relatedIds" @> ARRAY[${id}::uuid])`;

/** The organization's audit log (MANAGE), newest first by default: for a page or an export. */
export function auditSource(
  org: OrgContext,
  query: Omit<ListQuery<typeof auditList>, "format">,
  vocabulary: HistoryVocabulary,
): ListSource<ReadableAuditEntry> {
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
    rows: rowsOf(org.user.language, vocabulary),
  };
}

/** A page of the organization's audit log, for its screen. */
export const listAuditEntries = (org: OrgContext, query: ListQuery<typeof auditList>, vocabulary: HistoryVocabulary) =>
  listPage(auditList, query, auditSource(org, query, vocabulary));

/**
 * One record's history: the entries about it and those about its links (a role's members, a
 * member's requirements). The caller has read the record through its module first.
 */
export function historySource(
  org: OrgContext,
  id: string,
  vocabulary: HistoryVocabulary,
): ListSource<ReadableAuditEntry> {
  return {
    tenant: tenantOf(org),
    filters: [aboutRecord(id)],
    rows: rowsOf(org.user.language, vocabulary),
  };
}

/**
 * The history of a record of a shared catalogue (a maintainers' template): its entries, and its
 * links', belong to no organization. They are the platform's, read apart from every organization's.
 */
export function catalogueHistorySource(
  language: string,
  id: string,
  vocabulary: HistoryVocabulary,
): ListSource<ReadableAuditEntry> {
  return {
    tenant: sql`t."organizationId" IS NULL`,
    filters: [aboutRecord(id)],
    rows: rowsOf(language, vocabulary),
  };
}

/** The kind and latest name of the record a history is about, for the heading of its export. */
export async function latestNaming(id: string) {
  const latest = await db().auditEntry.findFirst({
    where: { entityId: id },
    orderBy: { occurredAt: "desc" },
    select: { entityType: true, entityName: true },
  });
  return { kind: latest?.entityType ?? null, name: latest?.entityName ?? "" };
}

/** The same, with the name of the organization the history is read in. */
export async function recordNamed(org: OrgContext, id: string) {
  const [named, organization] = await Promise.all([
    latestNaming(id),
    db().organization.findUniqueOrThrow({ where: { id: org.organizationId }, select: { name: true } }),
  ]);
  return { ...named, organization: organization.name };
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
