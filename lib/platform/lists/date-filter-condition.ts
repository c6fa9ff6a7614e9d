import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { identifier, sql, type Sql } from "./query";
import type { DateMatchMode } from "./date-filter";

/**
 * The condition of a `dateFilter` on a timestamp column of the listed table: days are those of the
 * application's time zone, and each mode compares the column with the day's bounds, so the list's
 * index on the column serves it.
 */
export function dateCondition(column: string, value: string | undefined, mode: DateMatchMode | undefined): Sql | null {
  if (!value) return null;
  const field = Prisma.raw(`t.${identifier(column)}`);
  const start = sql`(${value}::date::timestamp AT TIME ZONE ${TIME_ZONE})`;
  const end = sql`((${value}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE})`;
  switch (mode ?? "dateIs") {
    case "dateIs":
      return sql`(${field} >= ${start} AND ${field} < ${end})`;
    case "dateIsNot":
      return sql`(${field} < ${start} OR ${field} >= ${end})`;
    case "dateBefore":
      return sql`${field} < ${start}`;
    case "dateAfter":
      return sql`${field} >= ${end}`;
  }
}
