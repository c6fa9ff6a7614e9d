// The training plan: every requirement of the matrix's members that expires, or must be acquired, in
// the twelve months from this one, by month; before them what is outstanding already (overdue, or
// required and never acquired without a deadline). Two statements over the matrix's head, side by
// side: the count of every month, and the items of the month asked for (all without one).
import "server-only";
import { cellDueDate, cellStatus } from "@/lib/modules/organization/competences/cell-status";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { dueDateOf } from "./cell-condition";
import type { Plan, PlanItem } from "./dto";
import { matrixHead } from "./matrix-scope";
import { planEnd, planMonth, planMonths } from "./plan-months";
import type { PlanQuery } from "./schema";

type PlanRow = {
  memberId: string;
  memberName: string;
  organizationId: string;
  organizationName: string;
  competenceId: string;
  competenceName: string;
  acquisitionDeadline: string | null;
  lastAcquisitionDate: string | null;
  nextDueDate: string | null;
};

const day = (text: string | null) => (text === null ? null : new Date(`${text}T00:00:00Z`));
const wire = (date: Date) => date.toISOString().slice(0, 10);

function toItem(row: PlanRow, today: Date): PlanItem {
  const requirement = {
    acquisitionDeadline: day(row.acquisitionDeadline),
    lastAcquisitionDate: day(row.lastAcquisitionDate),
    nextDueDate: day(row.nextDueDate),
  };
  const dueDate = cellDueDate(requirement);
  const status = cellStatus(requirement, today);
  if (status === "NOT_REQUIRED") throw new Error("A requirement is always required");
  return {
    member: { id: row.memberId, name: row.memberName },
    organization: { id: row.organizationId, name: row.organizationName },
    competence: { id: row.competenceId, name: row.competenceName },
    status,
    dueDate: dueDate ? wire(dueDate) : null,
    acquired: requirement.lastAcquisitionDate !== null,
    month: planMonth(dueDate, today),
  };
}

export async function trainingPlan(org: OrgContext, query: PlanQuery): Promise<Plan> {
  const today = calendarToday();
  const due = dueDateOf(sql`r`);
  // planMonth in SQL: the month of the date from today on, else NULL (outstanding)
  const month = sql`(CASE WHEN ${due} >= ${wire(today)}::date THEN to_char(${due}, 'YYYY-MM') END)`;
  const from = sql`
    FROM "CompetenceRequirement" r
    JOIN members m ON m."id" = r."membershipId"
    JOIN shown c ON c."id" = r."competenceId"
    JOIN orgs o ON o."id" = m."organizationId"
    WHERE (${due} < ${wire(planEnd(today))}::date OR (r."lastAcquisitionDate" IS NULL AND r."acquisitionDeadline" IS NULL))`;
  const asked =
    query.month === undefined
      ? sql``
      : query.month === "outstanding"
        ? sql`AND ${month} IS NULL`
        : sql`AND ${month} = ${query.month}`;
  const [counts, rows] = await Promise.all([
    queryRows<{ month: string | null; count: number }>(sql`
      ${matrixHead(org, query, today)}
      SELECT ${month} AS "month", count(*)::int AS "count" ${from} GROUP BY 1`),
    queryRows<PlanRow>(sql`
      ${matrixHead(org, query, today)}
      SELECT m."id" AS "memberId", m."userName" AS "memberName", o."id" AS "organizationId", o."name" AS "organizationName",
             c."id" AS "competenceId", c."name" AS "competenceName",
             r."acquisitionDeadline"::text AS "acquisitionDeadline", r."lastAcquisitionDate"::text AS "lastAcquisitionDate",
             r."nextDueDate"::text AS "nextDueDate"
      ${from} ${asked}
      ORDER BY ${due} NULLS FIRST, m."userName", c."name", m."id", c."id"`),
  ]);
  const count = new Map(counts.map((row) => [row.month, row.count]));
  return {
    months: planMonths(today).map((entry) => ({ month: entry, count: count.get(entry) ?? 0 })),
    outstandingCount: count.get(null) ?? 0,
    items: rows.map((row) => toItem(row, today)),
  };
}
