// The due status as a condition on a stored due date, for the lists' status filters: the same
// thresholds as dueStatus() (due-status.ts), so a filtered list and its rows' statuses agree.
import "server-only";
import { sql, type Sql } from "@/lib/platform/lists/query";
import { addDays } from "./frequency";
import { DUE_SOON_DAYS, type DateStatus } from "./due-status";

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Rows whose `column` (a date) has the status today. A row without a date counts as OK unless
 * `withoutDate` says otherwise (a competence without requirements has no status at all).
 */
export function dueCondition(
  column: Sql,
  status: DateStatus,
  today: Date,
  options: { soonDays?: number; withoutDate?: Sql } = {},
): Sql {
  const [from, soon] = [day(today), day(addDays(today, options.soonDays ?? DUE_SOON_DAYS))];
  if (status === "OVERDUE") return sql`${column} < ${from}::date`;
  if (status === "DUE_SOON") return sql`${column} BETWEEN ${from}::date AND ${soon}::date`;
  return sql`(${column} > ${soon}::date OR (${column} IS NULL AND ${options.withoutDate ?? sql`TRUE`}))`;
}
