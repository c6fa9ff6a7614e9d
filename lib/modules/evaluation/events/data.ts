import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { ownRow } from "@/lib/platform/tenancy/references";
import { eventListSelect, eventSelect, toEventDto, toEventListRow } from "./dto";
import { eventList } from "./schema";

type EventListRow = ReturnType<typeof toEventListRow>;

/** The start of a day in the application's time zone. */
const dayStart = (day: string, offset = 0) =>
  sql`((${day}::date + ${offset}::int)::timestamp AT TIME ZONE ${TIME_ZONE})`;

/** The organization's events matching the query, for a page or an export. */
export function eventSource(org: OrgContext, query: ListQuery<typeof eventList>): ListSource<EventListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."title" ILIKE ${text} OR t."description" ILIKE ${text} OR t."location" ILIKE ${text})`,
      query.status && sql`t."status" = ${query.status}::"EventStatus"`,
      query.importance && sql`t."importance" = ${query.importance}::"EventImportance"`,
      query.kind && sql`t."kind" = ${query.kind}::"EventKind"`,
      query.accident && sql`t."accidentOccurred" = ${query.accident === "true"}`,
      query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
      query.from && sql`t."occurredAt" >= ${dayStart(query.from)}`,
      query.to && sql`t."occurredAt" < ${dayStart(query.to, 1)}`,
    ],
    rows: async (ids) =>
      (await db().event.findMany({ where: { id: { in: ids } }, select: eventListSelect })).map(toEventListRow),
  };
}

export const listEvents = (org: OrgContext, query: ListQuery<typeof eventList>) =>
  listPage(eventList, query, eventSource(org, query));

export async function getEvent(org: OrgContext, id: string) {
  const row = await db().event.findFirst({ where: ownRow(org, id), select: eventSelect });
  if (!row) throw notFound("Event not found");
  return toEventDto(row);
}

/** The latest events of the organizations given, newest first (the dashboard's list). */
export async function recentEvents(organizationIds: string[], take: number) {
  const rows = await db().event.findMany({
    where: { organizationId: { in: organizationIds }, archivedDate: null },
    orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
    take,
    select: { ...eventListSelect, organizationId: true },
  });
  return rows.map((row) => ({ ...toEventListRow(row), organizationId: row.organizationId }));
}
