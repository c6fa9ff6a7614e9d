import "server-only";
import { db } from "@/lib/platform/db";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import type { EventStatistics } from "./dto";
import { EVENT_IMPORTANCES, EVENT_KINDS } from "./choices";

type Kind = (typeof EVENT_KINDS)[number];
type Importance = (typeof EVENT_IMPORTANCES)[number];

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** A month as YYYY-MM, `back` months before `now`'s month, in the application's time zone. */
function monthKey(now: Date, back: number): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit" })
    .format(now)
    .split("-")
    .map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The figures a coordinator watches, over the organizations given (active events only). */
export async function eventStatistics(organizationIds: string[], now = new Date()): Promise<EventStatistics> {
  const first = monthKey(now, 11);
  const [monthly, yearly, last, open] = await Promise.all([
    db().$queryRaw<{ month: string; kind: Kind; importance: Importance; count: number }[]>`
      SELECT to_char(e."occurredAt" AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM') AS month, e."kind"::text AS kind,
             e."importance"::text AS importance, count(*)::int AS count
      FROM "Event" e
      WHERE e."organizationId" = ANY (${organizationIds}::uuid[]) AND e."archivedDate" IS NULL
        AND e."occurredAt" >= (${`${first}-01`}::date::timestamp AT TIME ZONE ${TIME_ZONE})
      GROUP BY 1, 2, 3`,
    db().$queryRaw<{ year: number; accidents: number; nearMisses: number }[]>`
      SELECT extract(year FROM e."occurredAt" AT TIME ZONE ${TIME_ZONE})::int AS year,
             count(*) FILTER (WHERE e."accidentOccurred" OR e."kind" = 'ACCIDENT')::int AS accidents,
             count(*) FILTER (WHERE e."kind" = 'NEAR_MISS')::int AS "nearMisses"
      FROM "Event" e
      WHERE e."organizationId" = ANY (${organizationIds}::uuid[]) AND e."archivedDate" IS NULL
      GROUP BY 1 ORDER BY 1`,
    db().event.findFirst({
      where: {
        organizationId: { in: organizationIds },
        archivedDate: null,
        occurredAt: { lte: now },
        OR: [{ accidentOccurred: true }, { kind: "ACCIDENT" }],
      },
      orderBy: { occurredAt: "desc" },
      select: { occurredAt: true },
    }),
    db().event.count({
      where: { organizationId: { in: organizationIds }, archivedDate: null, status: { not: "CLOSED" } },
    }),
  ]);
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: monthKey(now, 11 - index),
    total: 0,
    kinds: zeros(EVENT_KINDS),
    importances: zeros(EVENT_IMPORTANCES),
  }));
  for (const row of monthly) {
    const month = months.find((entry) => entry.month === row.month);
    if (!month) continue;
    month.total += row.count;
    month.kinds[row.kind] += row.count;
    month.importances[row.importance] += row.count;
  }
  return {
    months,
    years: yearly.filter((row) => row.accidents > 0 || row.nearMisses > 0),
    daysSinceLastAccident: last ? Math.floor((now.getTime() - last.occurredAt.getTime()) / 86_400_000) : null,
    open,
  };
}
