import "server-only";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import type { DueSource } from "@/lib/platform/recurrence/sources";

type PendingRow = {
  id: string;
  title: string | null;
  dueDate: string;
  organizationId: string;
  responsibleUserId: string | null;
  leadDays: number;
};

/**
 * An agreement's pending inspection falls due on its due date, and so does a pending ad-hoc
 * inspection; the responsible member (the agreement's) is responsible. Each is due soon, and
 * reminded of, from its agreement's reminder lead time before the date (an ad-hoc inspection's is
 * the common 30 days): given today, the statement compares each date with today plus that lead.
 */
export const inspectionsDue: DueSource = {
  key: "inspections",
  feature: "FULL",
  // the inspections view's overdue filter: pending and due before today, as listed here
  overdueList: "/monitoring/control-book?overdue=true",
  list: async ({ organizationIds, dueBefore, responsibleUserId, today, limit }) => {
    const lead = sql`COALESCE(a."reminderLeadDays", ${DUE_SOON_DAYS}::int)`;
    const rows = await queryRows<PendingRow>(sql`
      SELECT i."id", COALESCE(a."title", i."title") AS title, i."dueDate"::text AS "dueDate",
             i."organizationId", m."userId" AS "responsibleUserId", ${lead} AS "leadDays"
      FROM "Inspection" i
      LEFT JOIN "Agreement" a ON a."id" = i."agreementId"
      LEFT JOIN "Membership" m ON m."id" = i."responsibleId"
      WHERE i."organizationId" = ANY(${organizationIds}::uuid[])
        AND i."status" = 'PENDING' AND i."archivedDate" IS NULL
        AND ${today ? sql`i."dueDate" <= ${today.toISOString().slice(0, 10)}::date + ${lead}` : sql`i."dueDate" < ${dueBefore.toISOString().slice(0, 10)}::date`}
        ${responsibleUserId ? sql`AND m."userId" = ${responsibleUserId}::uuid` : sql``}
      ORDER BY i."dueDate", i."id"
      LIMIT ${limit}`);
    return rows.map((row) => ({
      source: "inspections",
      id: row.id,
      title: row.title ?? "",
      dueDate: new Date(`${row.dueDate}T00:00:00Z`),
      organizationId: row.organizationId,
      responsibleUserId: row.responsibleUserId,
      href: `/monitoring/control-book/inspections/${row.id}`,
      leadDays: row.leadDays,
    }));
  },
};
