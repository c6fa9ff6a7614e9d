import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { ownRow } from "@/lib/platform/tenancy/references";
import {
  communicationListSelect,
  communicationSelect,
  planItemListSelect,
  planItemSelect,
  toCommunicationDto,
  toCommunicationListRow,
  toPlanItemDto,
  toPlanItemListRow,
} from "./dto";
import { communicationList, planItemList } from "./schema";

const day = (date: Date) => date.toISOString().slice(0, 10);

type PlanItemListRow = ReturnType<typeof toPlanItemListRow>;

/** The organization's communication plan matching the query, for a page or an export. */
export function planItemSource(org: OrgContext, query: ListQuery<typeof planItemList>): ListSource<PlanItemListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  const overdue = sql`(t."nextDueDate" IS NOT NULL AND t."nextDueDate" < ${day(calendarToday())}::date)`;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."topic" ILIKE ${text} OR t."description" ILIKE ${text} OR t."internalAudience" ILIKE ${text})`,
      query.channel && sql`t."channel" = ${query.channel}::"CommunicationChannel"`,
      query.direction && sql`t."direction" = ${query.direction}::"CommunicationDirection"`,
      query.stakeholderId &&
        sql`EXISTS (SELECT 1 FROM "_CommunicationPlanStakeholders" s WHERE s."A" = t."id" AND s."B" = ${query.stakeholderId}::uuid)`,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
      query.overdue === "true" && overdue,
      query.overdue === "false" && sql`NOT ${overdue}`,
      query.dueFrom && sql`t."nextDueDate" >= ${query.dueFrom}::date`,
      query.dueTo && sql`t."nextDueDate" <= ${query.dueTo}::date`,
    ],
    rows: async (ids) => {
      const today = calendarToday();
      const rows = await db().communicationPlanItem.findMany({
        where: { id: { in: ids } },
        select: planItemListSelect,
      });
      return rows.map((row) => toPlanItemListRow(row, today));
    },
  };
}

export const listPlanItems = (org: OrgContext, query: ListQuery<typeof planItemList>) =>
  listPage(planItemList, query, planItemSource(org, query));

export async function getPlanItem(org: OrgContext, id: string) {
  const row = await db().communicationPlanItem.findFirst({ where: ownRow(org, id), select: planItemSelect });
  if (!row) throw notFound("Communication plan line not found");
  return toPlanItemDto(row, calendarToday());
}

type CommunicationListRow = ReturnType<typeof toCommunicationListRow>;

/** The response filter: awaited (due, none given), awaited past its due date, or given. */
function responseCondition(response: ListQuery<typeof communicationList>["response"]) {
  const awaiting = sql`(t."responseDueDate" IS NOT NULL AND t."respondedDate" IS NULL)`;
  if (response === "AWAITING") return awaiting;
  if (response === "OVERDUE") return sql`(${awaiting} AND t."responseDueDate" < ${day(calendarToday())}::date)`;
  if (response === "GIVEN") return sql`t."respondedDate" IS NOT NULL`;
  return undefined;
}

/** The organization's communication log matching the query, for a page or an export. */
export function communicationSource(
  org: OrgContext,
  query: ListQuery<typeof communicationList>,
): ListSource<CommunicationListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text &&
        sql`(t."subject" ILIKE ${text} OR t."text" ILIKE ${text} OR t."counterpart" ILIKE ${text} OR t."response" ILIKE ${text})`,
      query.kind && sql`t."kind" = ${query.kind}::"CommunicationKind"`,
      query.direction && sql`t."direction" = ${query.direction}::"CommunicationDirection"`,
      query.channel && sql`t."channel" = ${query.channel}::"CommunicationChannel"`,
      query.stakeholderId && sql`t."stakeholderId" = ${query.stakeholderId}::uuid`,
      query.planItemId && sql`t."planItemId" = ${query.planItemId}::uuid`,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
      responseCondition(query.response),
      query.dateFrom && sql`t."date" >= ${query.dateFrom}::date`,
      query.dateTo && sql`t."date" <= ${query.dateTo}::date`,
    ],
    rows: async (ids) => {
      const today = calendarToday();
      const rows = await db().communication.findMany({ where: { id: { in: ids } }, select: communicationListSelect });
      return rows.map((row) => toCommunicationListRow(row, today));
    },
  };
}

export const listCommunications = (org: OrgContext, query: ListQuery<typeof communicationList>) =>
  listPage(communicationList, query, communicationSource(org, query));

export async function getCommunication(org: OrgContext, id: string) {
  const row = await db().communication.findFirst({ where: ownRow(org, id), select: communicationSelect });
  if (!row) throw notFound("Communication not found");
  return toCommunicationDto(row, calendarToday());
}
