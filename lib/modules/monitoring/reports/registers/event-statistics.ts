// Event statistics of the period: per calendar year and kind of event, how many the organization
// recorded, how many hurt someone and how many were lost-time injuries (a workday or more lost), the
// workdays lost; then the year's total with its hours worked and lost-time injury frequency. Counted
// as the performance overview counts them: archived events left out, an event in the month and year
// it occurred in the app's time zone. A year only partly in the period counts that part.
import "server-only";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { EVENT_KINDS } from "@/lib/modules/evaluation/events/choices";
import { ltif } from "@/lib/modules/monitoring/performance/figures";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import type { Translate } from "@/lib/platform/i18n/translator";
import type { CellValue } from "@/lib/platform/lists/export/columns";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { defineReport, oneBatch } from "../definition";
import { periodDates, type Period } from "../period";

type Counts = { events: number; injuries: number; lostTime: number; lostWorkdays: number };
type KindRow = Counts & { year: number; kind: string };

const NONE: Counts = { events: 0, injuries: 0, lostTime: 0, lostWorkdays: 0 };

function kindCounts(org: OrgContext, { start, end }: { start: string; end: string }) {
  const localYear = sql`extract(year FROM e."occurredAt" AT TIME ZONE ${TIME_ZONE})::int`;
  return queryRows<KindRow>(sql`
    SELECT ${localYear} AS year, e."kind"::text AS kind, count(*)::int AS events,
           count(*) FILTER (WHERE e."accidentOccurred")::int AS injuries,
           count(*) FILTER (WHERE e."lostWorkdays" > 0)::int AS "lostTime",
           coalesce(sum(e."lostWorkdays"), 0)::int AS "lostWorkdays"
    FROM "Event" e
    WHERE e."organizationId" = ${org.organizationId}::uuid AND e."archivedDate" IS NULL
      AND e."occurredAt" >= (${start}::timestamp AT TIME ZONE ${TIME_ZONE})
      AND e."occurredAt" < (${end}::timestamp AT TIME ZONE ${TIME_ZONE})
    GROUP BY 1, 2`);
}

/** The hours worked per year, from the organization's activity figures of that kind; none without values. */
function hoursWorked(org: OrgContext, { start, end }: { start: string; end: string }) {
  return queryRows<{ year: number; hours: number }>(sql`
    SELECT extract(year FROM v."month")::int AS year, sum(v."value")::float8 AS hours
    FROM "ActivityFigureValue" v JOIN "ActivityFigure" f ON f.id = v."figureId"
    WHERE f."organizationId" = ${org.organizationId}::uuid AND f."kind" = 'HOURS_WORKED' AND f."archivedDate" IS NULL
      AND v."month" >= ${start}::date AND v."month" < ${end}::date
    GROUP BY 1`);
}

const yearsOf = ({ from, to }: Period) => {
  const [first, last] = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
};

/** Lost-time injuries per million hours, to two decimals. */
const frequency = (injuries: number, hours: number | null) => {
  const value = ltif(injuries, hours);
  return value === null ? null : Math.round(value * 100) / 100;
};

async function statistics(org: OrgContext, period: Period, t: Translate): Promise<CellValue[][]> {
  const dates = periodDates(period);
  const [counts, hours] = await Promise.all([kindCounts(org, dates), hoursWorked(org, dates)]);
  // every kind of every year, a kind without events counting none: zero is a figure here
  return yearsOf(period).flatMap((year) => {
    const ofKind = (kind: string) => counts.find((row) => row.year === year && row.kind === kind) ?? NONE;
    const total = EVENT_KINDS.map(ofKind).reduce<Counts>(
      (sum, row) => ({
        events: sum.events + row.events,
        injuries: sum.injuries + row.injuries,
        lostTime: sum.lostTime + row.lostTime,
        lostWorkdays: sum.lostWorkdays + row.lostWorkdays,
      }),
      NONE,
    );
    const yearHours = hours.find((row) => row.year === year)?.hours ?? null;
    const line = (label: string, row: Counts): CellValue[] => [
      // a year is a label, not a quantity: printed without a thousands separator
      String(year),
      label,
      row.events,
      row.injuries,
      row.lostTime,
      row.lostWorkdays,
    ];
    return [
      ...EVENT_KINDS.map((kind) => [...line(t(`events.kinds.${kind}`), ofKind(kind)), null, null]),
      [...line(t("reports.allEvents"), total), yearHours, frequency(total.lostTime, yearHours)],
    ];
  });
}

export const eventStatisticsReport = defineReport({
  key: "eventStatistics",
  access: eventAccess.list,
  dated: true,
  columns: [
    { heading: "performance.figures.year", width: 0.6 },
    { heading: "performance.figures.kind", width: 1.8 },
    { heading: "performance.figures.events", type: "number", width: 0.8 },
    { heading: "events.columns.accidentOccurred", type: "number", width: 0.9 },
    { heading: "performance.figures.lostTimeInjuries", type: "number", width: 1 },
    { heading: "events.form.lostWorkdays", type: "number", width: 0.9 },
    { heading: "performance.figures.hoursWorked", type: "number", width: 1 },
    { heading: "performance.figures.ltifShort", type: "number", width: 0.7 },
  ],
  rows: (org, period, t) => oneBatch(statistics(org, period, t)),
});
