import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type Condition, type ListSource } from "@/lib/platform/lists/query";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { ISO_CLAUSES } from "@/lib/platform/iso-clauses";
import { toWireDate } from "@/lib/platform/api/wire";
import { clauseCoverage } from "./coverage";
import { auditListSelect, auditSelect, toAuditDto, toAuditListRow, type AuditListRow } from "./dto";
import { auditList } from "./schema";

function auditFilters(query: ListQuery<typeof auditList>): Condition[] {
  const text = query.q ? containsPattern(query.q) : undefined;
  return [
    archivedCondition(query.archived),
    text && sql`(t."title" ILIKE ${text} OR t."scope" ILIKE ${text})`,
    query.year !== undefined && sql`t."year" = ${query.year}`,
    query.status && sql`t."status" = ${query.status}::"InternalAuditStatus"`,
    query.standard && sql`${query.standard}::"IsoStandard" = ANY (t."standards")`,
    query.clause && sql`${query.clause} = ANY (t."clauses")`,
    query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
    query.auditorId &&
      sql`(t."leadAuditorId" = ${query.auditorId}::uuid OR EXISTS (SELECT 1 FROM "_AuditAuditors" l
            WHERE l."A" = t.id AND l."B" = ${query.auditorId}::uuid))`,
  ];
}

export function auditSource(org: OrgContext, query: ListQuery<typeof auditList>): ListSource<AuditListRow> {
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: auditFilters(query),
    rows: async (ids) =>
      (await db().internalAudit.findMany({ where: { id: { in: ids } }, select: auditListSelect })).map(toAuditListRow),
  };
}

export const listAudits = (org: OrgContext, query: ListQuery<typeof auditList>) =>
  listPage(auditList, query, auditSource(org, query));

export async function getAudit(org: OrgContext, id: string) {
  const row = await db().internalAudit.findFirst({
    where: { id, organizationId: org.organizationId },
    select: auditSelect,
  });
  if (!row) throw notFound("Internal audit not found");
  return toAuditDto(row);
}

/**
 * The programme's coverage of the clauses of a standard (or both): each clause's last audit and
 * next planned one over the organization's audits, and whether the certification cycle is kept.
 */
export async function programmeCoverage(org: OrgContext, standard: "ISO_14001" | "ISO_45001" | undefined) {
  const audits = await db().internalAudit.findMany({
    where: { organizationId: org.organizationId, archivedDate: null },
    select: { id: true, title: true, clauses: true, plannedStart: true, actualStart: true, actualEnd: true },
  });
  const clauses = ISO_CLAUSES.filter((clause) => !standard || clause.standard === standard);
  const today = toWireDate(calendarToday())!;
  const coverage = clauseCoverage(
    clauses,
    audits.map((audit) => ({
      id: audit.id,
      title: audit.title,
      clauses: audit.clauses,
      performed: toWireDate(audit.actualEnd ?? audit.actualStart),
      planned: toWireDate(audit.plannedStart)!,
    })),
    today,
  );
  return {
    today,
    clauses: coverage.map((row, index) => ({ ...row, ...clauses[index]! })),
  };
}
