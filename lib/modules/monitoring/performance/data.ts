// The performance overview read from the records of the organization and everything below it: each
// figure one grouped statement over the year and the year before, run side by side.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { queryRows, sql, type Sql } from "@/lib/platform/lists/query";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";
import { emissionStatement } from "@/lib/modules/monitoring/carbon/emissions";
import { SCOPE_OF, type GhgLine } from "@/lib/modules/monitoring/carbon/lines";
import { tonnesExpression } from "@/lib/modules/monitoring/waste/account-sql";
import { latestRound } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { objectivesWithProgress } from "@/lib/modules/planning/objectives/data";
import type { Overview } from "./dto";
import { series, total } from "./figures";

const EVENT_KINDS = ["ACCIDENT", "NEAR_MISS", "UNSAFE_CONDITION", "ENVIRONMENTAL_INCIDENT", "OBSERVATION"] as const;
const OBJECTIVE_STATUSES = ["ON_TRACK", "AT_RISK", "OFF_TRACK", "ACHIEVED", "NO_DATA"] as const;

/** A figure of one organization in one month; `org` lets a branch add up its own from the same rows. */
type MonthRow = { month: string; key: string; value: number; org?: string };

/** This year's and last year's twelve months of the rows whose key is one of `keys`. */
function pairOf(rows: readonly MonthRow[], year: number, keys: readonly string[]) {
  const summed = new Map<string, number>();
  for (const row of rows.filter((entry) => keys.includes(entry.key))) {
    summed.set(row.month, (summed.get(row.month) ?? 0) + row.value);
  }
  const entries = [...summed].map(([month, value]) => ({ month, value: Math.round(value * 1000) / 1000 }));
  return { thisYear: series(entries, year), lastYear: series(entries, year - 1) };
}

const localMonth = (column: Sql) => sql`to_char((${column} AT TIME ZONE ${TIME_ZONE}), 'YYYY-MM')`;

/**
 * Meters whose consumption emits CO2: one of them without a factor makes the CO2 incomplete (a water
 * meter has no factor and needs none).
 */
const EMITTING_METERS = ["ELECTRICITY", "HEAT", "GAS", "FLEET", "TANK_BEARING"];

/** The CO2 pieces of the organizations' meters by month and line, and whether an emitting meter lacks a factor. */
export const co2Statement = (orgs: Sql, from: string, to: string, bucket: "month" | "year") => sql`
  SELECT r.bucket AS month, r.line, sum(r."co2Kg"::numeric)::text AS "co2Kg",
         bool_or(r."valueId" IS NULL AND r."certificateId" IS NULL
                 AND m."meterType"::text = ANY(${EMITTING_METERS}::text[])) AS missing
  FROM (${emissionStatement({ organizations: orgs, from, to, bucket })}) r
  JOIN "Meter" m ON m.id = r."meterId"::uuid
  GROUP BY 1, 2`;

/**
 * The monthly figures of the organizations in `orgs`, keyed by what they measure, each row of one
 * organization (CO2 for the whole only: an organization's own row of the overview shows none).
 */
async function monthly(orgs: Sql, from: string, to: string) {
  const [meters, emissions, waste, events, hours] = await Promise.all([
    queryRows<MonthRow>(sql`
      SELECT to_char(q."month", 'YYYY-MM') AS month, m."meterType"::text AS key, sum(q."quantity")::float8 AS value,
             q."organizationId"::text AS org
      FROM "MeterMonthlyQuantity" q JOIN "Meter" m ON m.id = q."meterId"
      WHERE q."organizationId" IN (${orgs}) AND q."month" >= ${from}::date AND q."month" < ${to}::date
        AND m."meterType"::text IN ('ELECTRICITY', 'HEAT', 'WATER')
      GROUP BY 1, 2, 4`),
    queryRows<{ month: string; line: string | null; co2Kg: string | null; missing: boolean }>(
      co2Statement(orgs, from, to, "month"),
    ),
    queryRows<MonthRow>(sql`
      SELECT to_char(l."month", 'YYYY-MM') AS month, 'tonnes' AS key, coalesce(sum(${tonnesExpression}), 0)::float8 AS value,
             l."organizationId"::text AS org
      FROM "WasteMonthlyQuantity" l JOIN "WasteArrangement" a ON a.id = l."arrangementId"
      JOIN "TreatmentOperation" o ON o.code = a."treatmentCode"
      WHERE l."organizationId" IN (${orgs}) AND l."month" >= ${from}::date AND l."month" < ${to}::date
      GROUP BY 1, 4
      UNION ALL
      SELECT to_char(l."month", 'YYYY-MM'), 'recycled', coalesce(sum(${tonnesExpression}), 0)::float8, l."organizationId"::text
      FROM "WasteMonthlyQuantity" l JOIN "WasteArrangement" a ON a.id = l."arrangementId"
      JOIN "TreatmentOperation" o ON o.code = a."treatmentCode"
      WHERE l."organizationId" IN (${orgs}) AND l."month" >= ${from}::date AND l."month" < ${to}::date
        AND o."group" = 'RECYCLING'
      GROUP BY 1, 4`),
    queryRows<MonthRow>(sql`
      SELECT ${localMonth(sql`e."occurredAt"`)} AS month, e."kind"::text AS key, count(*)::float8 AS value,
             e."organizationId"::text AS org
      FROM "Event" e
      WHERE e."organizationId" IN (${orgs}) AND e."archivedDate" IS NULL
        AND e."occurredAt" >= (${from}::timestamp AT TIME ZONE ${TIME_ZONE})
        AND e."occurredAt" < (${to}::timestamp AT TIME ZONE ${TIME_ZONE})
      GROUP BY 1, 2, 4
      UNION ALL
      SELECT ${localMonth(sql`e."occurredAt"`)}, 'LOST_TIME', count(*)::float8, e."organizationId"::text
      FROM "Event" e
      WHERE e."organizationId" IN (${orgs}) AND e."archivedDate" IS NULL AND e."lostWorkdays" > 0
        AND e."occurredAt" >= (${from}::timestamp AT TIME ZONE ${TIME_ZONE})
        AND e."occurredAt" < (${to}::timestamp AT TIME ZONE ${TIME_ZONE})
      GROUP BY 1, 4`),
    queryRows<MonthRow>(sql`
      SELECT to_char(v."month", 'YYYY-MM') AS month, 'hours' AS key, sum(v."value")::float8 AS value,
             f."organizationId"::text AS org
      FROM "ActivityFigureValue" v JOIN "ActivityFigure" f ON f.id = v."figureId"
      WHERE f."organizationId" IN (${orgs}) AND f."kind" = 'HOURS_WORKED' AND f."archivedDate" IS NULL
        AND v."month" >= ${from}::date AND v."month" < ${to}::date
      GROUP BY 1, 4`),
  ]);
  // scope 2 location-based, as the GHG account totals it; biogenic CO2 is a memo item
  const co2 = (scope: 1 | 2): MonthRow[] =>
    emissions
      .filter((row) => row.line && row.line !== "SCOPE2_ELECTRICITY_MARKET" && SCOPE_OF[row.line as GhgLine] === scope)
      .map((row) => ({ month: row.month, key: "co2", value: Number(row.co2Kg ?? 0) / 1000 }));
  return { meters, co2, missing: emissions.filter((row) => row.missing), waste, events, hours };
}

/** Counts: a month gone by without any counts none (zero is a figure here); months to come stay empty. */
function counted(pair: { thisYear: (number | null)[]; lastYear: (number | null)[] }, year: number, today: string) {
  const past = (y: number, index: number) => `${y}-${String(index + 1).padStart(2, "0")}` <= today.slice(0, 7);
  return {
    thisYear: pair.thisYear.map((value, index) => value ?? (past(year, index) ? 0 : null)),
    lastYear: pair.lastYear.map((value, index) => value ?? (past(year - 1, index) ? 0 : null)),
  };
}

/** The organization and each organization directly below it, with the ids of each one's subtree. */
async function branches(organizationId: string) {
  return queryRows<{ id: string; name: string; ids: string[] }>(sql`
    WITH RECURSIVE tree AS (
      SELECT o.id, o.id AS top FROM "Organization" o WHERE o."parentId" = ${organizationId}::uuid
      UNION ALL
      SELECT o.id, tree.top FROM "Organization" o JOIN tree ON o."parentId" = tree.id
    )
    SELECT top::text AS id, (SELECT name FROM "Organization" WHERE id = top) AS name, array_agg(id::text) AS ids
    FROM tree GROUP BY top ORDER BY 2`);
}

async function nowFigures(org: OrgContext, orgs: Sql, today: string) {
  const [counts, latest, objectives] = await Promise.all([
    queryRows<{ actions: number; inspections: number; findings: number }>(sql`
      SELECT
        (SELECT count(*) FROM "Action" a WHERE a."organizationId" IN (${orgs}) AND a."archivedDate" IS NULL
          AND a."status" IN ('PLANNED', 'IN_PROGRESS') AND a."dueDate" < ${today}::date)::int AS actions,
        (SELECT count(*) FROM "Inspection" i WHERE i."organizationId" IN (${orgs}) AND i."archivedDate" IS NULL
          AND i."status" = 'PENDING' AND i."dueDate" < ${today}::date)::int AS inspections,
        (SELECT count(*) FROM "AuditFinding" f JOIN "InternalAudit" a ON a.id = f."auditId"
          WHERE f."organizationId" IN (${orgs}) AND a."archivedDate" IS NULL
            AND f."kind" IN ('MAJOR_NONCONFORMITY', 'MINOR_NONCONFORMITY')
            AND (NOT EXISTS (SELECT 1 FROM "Action" x WHERE x."findingId" = f.id AND x."archivedDate" IS NULL)
              OR EXISTS (SELECT 1 FROM "Action" x WHERE x."findingId" = f.id AND x."archivedDate" IS NULL
                AND x."status" IN ('PLANNED', 'IN_PROGRESS'))))::int AS findings`),
    latestRound(org),
    objectivesWithProgress(org),
  ]);
  const statuses = Object.fromEntries(OBJECTIVE_STATUSES.map((status) => [status, 0]));
  for (const objective of objectives)
    statuses[objective.progress.status] = (statuses[objective.progress.status] ?? 0) + 1;
  const { actions, inspections, findings } = counts[0]!;
  return {
    objectives: statuses,
    overdueActions: actions,
    overdueInspections: inspections,
    openFindings: findings,
    compliance: latest && {
      id: latest.id,
      year: latest.year,
      obligations: latest.progress.obligations,
      evaluated: latest.progress.evaluated,
      compliant: latest.progress.compliant,
      partlyCompliant: latest.progress.partlyCompliant,
      notCompliant: latest.progress.notCompliant,
      notApplicable: latest.progress.notApplicable,
    },
  };
}

/** The monthly figures of some of the organizations only (a branch of the tree). */
function figuresOf(figures: Awaited<ReturnType<typeof monthly>>, ids: ReadonlySet<string>) {
  const mine = (rows: readonly MonthRow[]) => rows.filter((row) => row.org !== undefined && ids.has(row.org));
  return {
    ...figures,
    meters: mine(figures.meters),
    waste: mine(figures.waste),
    events: mine(figures.events),
    hours: mine(figures.hours),
  };
}

/** One organization's totals of the year, from the monthly figures. */
function totalsOf(figures: Awaited<ReturnType<typeof monthly>>, year: number) {
  const yearOf = (keys: string[], rows: readonly MonthRow[]) => total(pairOf(rows, year, keys).thisYear);
  const count = (keys: string[]) => yearOf(keys, figures.events) ?? 0;
  return {
    energyKwh: yearOf(["ELECTRICITY", "HEAT"], figures.meters),
    waterM3: yearOf(["WATER"], figures.meters),
    wasteTonnes: yearOf(["tonnes"], figures.waste),
    events: count([...EVENT_KINDS]),
    lostTimeInjuries: count(["LOST_TIME"]),
    hoursWorked: yearOf(["hours"], figures.hours),
  };
}

export async function performanceOverview(org: OrgContext, requestedYear?: number): Promise<Overview> {
  const year = requestedYear ?? calendarToday().getUTCFullYear();
  const from = `${year - 1}-01-01`;
  const to = `${year + 1}-01-01`;
  const orgs = subtreeIds(org.organizationId);
  const today = calendarToday().toISOString().slice(0, 10);
  const [organization, figures, now, below] = await Promise.all([
    db().organization.findUniqueOrThrow({ where: { id: org.organizationId }, select: { id: true, name: true } }),
    monthly(orgs, from, to),
    nowFigures(org, orgs, today),
    branches(org.organizationId),
  ]);
  // each branch adds up its own organizations' rows of the same statements: no second read per branch
  const perBranch = below.map((branch) => ({
    id: branch.id,
    name: branch.name,
    ...totalsOf(figuresOf(figures, new Set(branch.ids)), year),
  }));
  const missingIn = (y: number) => figures.missing.some((row) => row.month.startsWith(`${y}-`));
  return {
    year,
    organization,
    energyKwh: pairOf(figures.meters, year, ["ELECTRICITY", "HEAT"]),
    waterM3: pairOf(figures.meters, year, ["WATER"]),
    co2Tonnes: {
      scope1: pairOf(figures.co2(1), year, ["co2"]),
      scope2: pairOf(figures.co2(2), year, ["co2"]),
      incomplete: { thisYear: missingIn(year), lastYear: missingIn(year - 1) },
    },
    waste: {
      tonnes: pairOf(figures.waste, year, ["tonnes"]),
      recycledTonnes: pairOf(figures.waste, year, ["recycled"]),
    },
    events: {
      byKind: Object.fromEntries(
        EVENT_KINDS.map((kind) => [kind, counted(pairOf(figures.events, year, [kind]), year, today)]),
      ),
      lostTimeInjuries: counted(pairOf(figures.events, year, ["LOST_TIME"]), year, today),
    },
    hoursWorked: pairOf(figures.hours, year, ["hours"]),
    ...now,
    organizations: [{ ...organization, ...totalsOf(figures, year) }, ...perBranch],
  };
}
