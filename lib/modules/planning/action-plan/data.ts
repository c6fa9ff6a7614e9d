import "server-only";
import { forbidden, notFound } from "@/lib/platform/api/errors";
import { actsBeyondOwn } from "@/lib/platform/auth/access";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, queryRows, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { actionAccess } from "./access";
import { actionListSelect, actionSelect, toActionDto, toActionListRow, type ActionListRow } from "./dto";
import { actionList } from "./schema";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";

const openStatus = sql`t."status" IN ('PLANNED', 'IN_PROGRESS')`;

/** The actions of the organization and its descendants matching the query, for a page or an export. */
export function actionSource(org: OrgContext, query: ListQuery<typeof actionList>): ListSource<ActionListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  const today = calendarToday().toISOString().slice(0, 10);
  return {
    tenant: sql`t."organizationId" IN (${subtreeIds(org.organizationId)})`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."title" ILIKE ${text} OR t."description" ILIKE ${text})`,
      query.organizationId && sql`t."organizationId" = ${query.organizationId}::uuid`,
      query.source && sql`t."source" = ${query.source}::"ActionSource"`,
      query.status === "OPEN" && openStatus,
      query.status && query.status !== "OPEN" && sql`t."status" = ${query.status}::"ActionStatus"`,
      query.priority && sql`t."priority" = ${query.priority}::"ActionPriority"`,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
      query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
      query.overdue === "true" && sql`(${openStatus} AND t."dueDate" < ${today}::date)`,
      query.overdue === "false" &&
        sql`NOT (${openStatus} AND t."dueDate" IS NOT NULL AND t."dueDate" < ${today}::date)`,
      query.dueFrom && sql`t."dueDate" >= ${query.dueFrom}::date`,
      query.dueTo && sql`t."dueDate" <= ${query.dueTo}::date`,
    ],
    rows: async (ids) =>
      (await db().action.findMany({ where: { id: { in: ids } }, select: actionListSelect })).map(toActionListRow),
  };
}

export const listActions = (org: OrgContext, query: ListQuery<typeof actionList>) =>
  listPage(actionList, query, actionSource(org, query));

/**
 * One action of the organization: to a manager, or to its responsible member (whatever their scope);
 * anyone else is refused.
 */
export async function getAction(org: OrgContext, id: string) {
  const row = await db().action.findFirst({ where: { id, organizationId: org.organizationId }, select: actionSelect });
  if (!row) throw notFound("Action not found");
  if (row.responsible?.userId !== org.user.id && !actsBeyondOwn(actionAccess.read, org.grants)) {
    throw forbidden("Only the action's responsible member and the organization's managers may see it");
  }
  return toActionDto(row, org.user.id);
}

/** The actions of one source record, in their order: what its screen shows. */
export async function sourceActions(
  org: OrgContext,
  link:
    | { eventId: string }
    | { inspectionId: string }
    | { aspectId: string }
    | { objectiveId: string }
    | { findingId: string }
    | { evaluationId: string }
    | { decisionId: string }
    | { communicationId: string },
) {
  const rows = await db().action.findMany({
    where: { organizationId: org.organizationId, ...link },
    orderBy: [{ position: "asc" }, { createdDate: "asc" }],
    select: actionListSelect,
  });
  return rows.map((row) => ({ ...toActionListRow(row), mine: row.responsible?.userId === org.user.id }));
}

/** The members who hold actions in the tree, for the plan's "responsible" filter, by name. */
export async function responsibleOptions(org: OrgContext): Promise<{ id: string; name: string }[]> {
  return queryRows<{ id: string; name: string }>(sql`
    SELECT m.id::text AS id, m."userName" AS name FROM "Membership" m
    WHERE m.id IN (SELECT DISTINCT t."responsibleId" FROM "Action" t
                   WHERE t."organizationId" IN (${subtreeIds(org.organizationId)}) AND t."archivedDate" IS NULL)
    ORDER BY m."userName", m.id`);
}
