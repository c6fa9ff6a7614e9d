import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { dueCondition } from "@/lib/platform/recurrence/due-condition";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { ownRow } from "@/lib/platform/tenancy/references";
import {
  agreementListSelect,
  agreementSelect,
  inspectionListSelect,
  inspectionSelect,
  toAgreementDto,
  toAgreementListRow,
  toInspectionDto,
  toInspectionListRow,
} from "./dto";
import { agreementList, inspectionList } from "./schema";

/** The due-date filters of both lists, on the list's own date column. */
function dueConditions(
  column: ReturnType<typeof sql>,
  pendingCondition: ReturnType<typeof sql>,
  query: { dueFrom?: string; dueTo?: string; overdue?: "true" | "false" },
) {
  const overdue = sql`(${pendingCondition} AND ${dueCondition(column, "OVERDUE", calendarToday())})`;
  return [
    query.dueFrom && sql`${column} >= ${query.dueFrom}::date`,
    query.dueTo && sql`${column} <= ${query.dueTo}::date`,
    query.overdue === "true" && overdue,
    query.overdue === "false" && sql`NOT ${overdue}`,
  ];
}

type AgreementListRow = ReturnType<typeof toAgreementListRow>;

/** The organization's agreements matching the query, for a page or an export. */
export function agreementSource(org: OrgContext, query: ListQuery<typeof agreementList>): ListSource<AgreementListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."title" ILIKE ${text} OR t."description" ILIKE ${text})`,
      query.type && sql`t."type" = ${query.type}::"AgreementType"`,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
      query.machineId && sql`t."machineId" = ${query.machineId}::uuid`,
      ...dueConditions(sql`t."nextDueDate"`, sql`t."nextDueDate" IS NOT NULL`, query),
    ],
    rows: async (ids) => {
      const today = calendarToday();
      const rows = await db().agreement.findMany({ where: { id: { in: ids } }, select: agreementListSelect });
      return rows.map((row) => toAgreementListRow(row, today));
    },
  };
}

export const listAgreements = (org: OrgContext, query: ListQuery<typeof agreementList>) =>
  listPage(agreementList, query, agreementSource(org, query));

export async function getAgreement(org: OrgContext, id: string) {
  const row = await db().agreement.findFirst({ where: ownRow(org, id), select: agreementSelect });
  if (!row) throw notFound("Agreement not found");
  return toAgreementDto(row, calendarToday());
}

type InspectionListRow = ReturnType<typeof toInspectionListRow>;

/** The organization's inspections matching the query, for a page or an export. */
export function inspectionSource(
  org: OrgContext,
  query: ListQuery<typeof inspectionList>,
): ListSource<InspectionListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text &&
        sql`(t."title" ILIKE ${text} OR t."findings" ILIKE ${text} OR EXISTS (SELECT 1 FROM "Agreement" a WHERE a."id" = t."agreementId" AND a."title" ILIKE ${text}))`,
      query.status && sql`t."status" = ${query.status}::"InspectionStatus"`,
      query.type && sql`t."type" = ${query.type}::"AgreementType"`,
      query.result && sql`t."result" = ${query.result}::"InspectionResult"`,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
      query.agreementId && sql`t."agreementId" = ${query.agreementId}::uuid`,
      query.machineId && sql`t."machineId" = ${query.machineId}::uuid`,
      ...dueConditions(sql`t."dueDate"`, sql`t."status" = 'PENDING'`, query),
    ],
    rows: async (ids) => {
      const today = calendarToday();
      const rows = await db().inspection.findMany({ where: { id: { in: ids } }, select: inspectionListSelect });
      return rows.map((row) => toInspectionListRow(row, today));
    },
  };
}

export const listInspections = (org: OrgContext, query: ListQuery<typeof inspectionList>) =>
  listPage(inspectionList, query, inspectionSource(org, query));

export async function getInspection(org: OrgContext, id: string) {
  const row = await db().inspection.findFirst({ where: ownRow(org, id), select: inspectionSelect });
  if (!row) throw notFound("Inspection not found");
  return toInspectionDto(row, calendarToday());
}
