import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/platform/db";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import type { DueSource } from "@/lib/platform/recurrence/sources";
import { planItemLeadDays } from "./plan-schedule";

const wire = (date: Date) => date.toISOString().slice(0, 10);

type PlanRow = {
  id: string;
  topic: string;
  dueDate: string;
  organizationId: string;
  responsibleUserId: string | null;
  leadDays: number;
};

/** Each frequency's notice (planItemLeadDays), as SQL over the line's frequency. */
const leadDays = sql`(CASE p."frequency"::text ${Prisma.join(
  FREQUENCIES.map((frequency) => sql`WHEN ${frequency} THEN ${planItemLeadDays(frequency)}::int`),
  " ",
)} END)`;

/**
 * A line of the communication plan falls due on its next date, its responsible member responsible.
 * Given today (the dashboard, the digest), each is listed from its own notice before the date: a
 * quarter of its period, at most 30 days, so a weekly line does not crowd the dashboard.
 */
export const communicationPlanDue: DueSource = {
  key: "communicationPlan",
  feature: "FULL",
  // the plan view's overdue filter: next due before today, as listed here
  overdueList: "/operation/communication?view=plan&overdue=true",
  list: async ({ organizationIds, dueBefore, responsibleUserId, today, limit }) => {
    const rows = await queryRows<PlanRow>(sql`
      SELECT p."id", p."topic", p."nextDueDate"::text AS "dueDate", p."organizationId",
             m."userId" AS "responsibleUserId", ${leadDays} AS "leadDays"
      FROM "CommunicationPlanItem" p
      LEFT JOIN "Membership" m ON m."id" = p."responsibleId"
      WHERE p."organizationId" = ANY(${organizationIds}::uuid[])
        AND p."archivedDate" IS NULL AND p."nextDueDate" IS NOT NULL
        AND ${today ? sql`p."nextDueDate" <= ${wire(today)}::date + ${leadDays}` : sql`p."nextDueDate" < ${wire(dueBefore)}::date`}
        ${responsibleUserId ? sql`AND m."userId" = ${responsibleUserId}::uuid` : sql``}
      ORDER BY p."nextDueDate", p."id"
      LIMIT ${limit}`);
    return rows.map((row) => ({
      source: "communicationPlan",
      id: row.id,
      title: row.topic,
      dueDate: new Date(`${row.dueDate}T00:00:00Z`),
      organizationId: row.organizationId,
      responsibleUserId: row.responsibleUserId,
      href: `/operation/communication/plan/${row.id}`,
      leadDays: row.leadDays,
    }));
  },
};

/**
 * A logged communication awaiting its response (a complaint, an inquiry) falls due on its response
 * due date until the response is given; its responsible member is responsible.
 */
export const communicationResponsesDue: DueSource = {
  key: "communicationResponses",
  feature: "FULL",
  // the log's response filter: awaited past its due date, as listed here
  overdueList: "/operation/communication?response=OVERDUE",
  list: async ({ organizationIds, dueBefore, responsibleUserId, limit }) => {
    const rows = await db().communication.findMany({
      where: {
        organizationId: { in: organizationIds },
        archivedDate: null,
        respondedDate: null,
        responseDueDate: { lt: dueBefore },
        ...(responsibleUserId && { responsible: { userId: responsibleUserId } }),
      },
      orderBy: [{ responseDueDate: "asc" }, { id: "asc" }],
      take: limit,
      select: {
        id: true,
        subject: true,
        responseDueDate: true,
        organizationId: true,
        responsible: { select: { userId: true } },
      },
    });
    return rows.map((row) => ({
      source: "communicationResponses",
      id: row.id,
      title: row.subject,
      dueDate: row.responseDueDate!,
      organizationId: row.organizationId,
      responsibleUserId: row.responsible?.userId ?? null,
      href: `/operation/communication/${row.id}`,
    }));
  },
};
