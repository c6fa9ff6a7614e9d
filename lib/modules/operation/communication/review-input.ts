// What the management review reads of communication for its period (ISO 14001 / 45001 clause
// 9.3.2 c and d): the communications logged, grouped, the complaints one by one, and the plan's
// lines overdue now. The review sums them (its inputs.ts).
import "server-only";
import { queryRows, sql, type Sql } from "@/lib/platform/lists/query";

type Period = { start: string; end: string };

/** How many communications of one kind and direction, answered or awaited past the due date. */
export type CommunicationGroup = {
  kind: string;
  direction: string;
  answered: boolean;
  overdue: boolean;
  count: number;
};

export type ReviewComplaint = {
  date: string;
  subject: string;
  /** The stakeholder of the register, or whoever it was from in words. */
  from: string | null;
  answered: boolean;
  overdue: boolean;
};

/** The most complaints the input names one by one; the counts cover them all. */
const COMPLAINTS_NAMED = 20;

/**
 * The communications dated within the period of the organizations `orgs` (an `IN (…)` list), not
 * archived; `today` (YYYY-MM-DD) decides what is overdue.
 */
export async function communicationsForReview(orgs: Sql, period: Period, today: string) {
  const within = sql`c."organizationId" IN (${orgs}) AND c."archivedDate" IS NULL
    AND c."date" BETWEEN ${period.start}::date AND ${period.end}::date`;
  const overdue = sql`(c."respondedDate" IS NULL AND c."responseDueDate" IS NOT NULL AND c."responseDueDate" < ${today}::date)`;
  const [groups, complaints, plan] = await Promise.all([
    queryRows<CommunicationGroup>(sql`
      SELECT c."kind"::text AS kind, c."direction"::text AS direction, c."respondedDate" IS NOT NULL AS answered,
             ${overdue} AS overdue, count(*)::int AS count
      FROM "Communication" c WHERE ${within}
      GROUP BY 1, 2, 3, 4`),
    queryRows<ReviewComplaint>(sql`
      SELECT to_char(c."date", 'YYYY-MM-DD') AS date, c."subject", coalesce(s."stakeholderName", c."counterpart") AS "from",
             c."respondedDate" IS NOT NULL AS answered, ${overdue} AS overdue
      FROM "Communication" c LEFT JOIN "StakeholderAssociation" s ON s.id = c."stakeholderId"
      WHERE ${within} AND c."kind" = 'COMPLAINT'
      ORDER BY c."date", c."subject" LIMIT ${COMPLAINTS_NAMED}`),
    queryRows<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM "CommunicationPlanItem" p
      WHERE p."organizationId" IN (${orgs}) AND p."archivedDate" IS NULL AND p."nextDueDate" < ${today}::date`),
  ]);
  return { groups, complaints, planOverdue: plan[0]?.count ?? 0 };
}
