// A cell's status as a SQL condition on the requirement `r` (NULL where the member has none), with
// the thresholds of cellStatus (lib/modules/organization/competences/cell-status.ts) through the
// recurrence engine's dueCondition, so a filtered matrix and its cells' statuses agree.
import "server-only";
import type { MatrixStatus } from "@/lib/modules/organization/competences/cell-status";
import { sql, type Sql } from "@/lib/platform/lists/query";
import { dueCondition } from "@/lib/platform/recurrence/due-condition";

/** cellDueDate in SQL: the next due date once acquired, else the deadline. */
export const dueDateOf = (r: Sql) =>
  sql`(CASE WHEN ${r}."lastAcquisitionDate" IS NULL THEN ${r}."acquisitionDeadline" ELSE ${r}."nextDueDate" END)`;

export function cellCondition(status: MatrixStatus, today: Date): Sql {
  const r = sql`r`;
  const due = dueDateOf(r);
  switch (status) {
    case "NOT_REQUIRED":
      return sql`r."id" IS NULL`;
    case "OVERDUE":
    case "DUE_SOON":
      return sql`(r."id" IS NOT NULL AND ${dueCondition(due, status, today)})`;
    // not urgent: never acquired is missing, acquired is valid (no date at all counts as not urgent)
    case "MISSING":
      return sql`(r."id" IS NOT NULL AND r."lastAcquisitionDate" IS NULL AND ${dueCondition(due, "OK", today)})`;
    case "OK":
      return sql`(r."id" IS NOT NULL AND r."lastAcquisitionDate" IS NOT NULL AND ${dueCondition(due, "OK", today)})`;
  }
}
