// The management review's inputs read from the records of the organization and everything below
// it, for the period under review: each input one or two grouped statements, run side by side.
// The sums are made in inputs.ts.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";
import { tonnesExpression } from "@/lib/modules/monitoring/waste/account-sql";
import { co2Statement } from "@/lib/modules/monitoring/performance/data";
import { SCOPE_OF, type GhgLine } from "@/lib/modules/monitoring/carbon/lines";
import { FINDING_KINDS } from "@/lib/modules/evaluation/internal-audit/choices";
import { latestRound } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { objectivesWithProgress } from "@/lib/modules/planning/objectives/data";
import { COMMUNICATION_KINDS } from "@/lib/modules/operation/communication/choices";
import { communicationsForReview } from "@/lib/modules/operation/communication/review-input";
import {
  actionCounts,
  co2ByScope,
  communicationCounts,
  countBy,
  groupedActionCounts,
  recyclingRate,
  type ReviewInputs,
} from "./inputs";

const EVENT_KINDS = ["ACCIDENT", "NEAR_MISS", "UNSAFE_CONDITION", "ENVIRONMENTAL_INCIDENT", "OBSERVATION"] as const;
const OBJECTIVE_STATUSES = ["ON_TRACK", "AT_RISK", "OFF_TRACK", "ACHIEVED", "NO_DATA"] as const;

type Period = { start: string; end: string };
/** The review the inputs are for: its meeting date and its period under review. */
type ReviewOf = { id: string; meetingDate: string; period: Period };

/** The day after `date` (`YYYY-MM-DD`): periods include their last day. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A moment column within the period, local days. */
const momentIn = (column: ReturnType<typeof sql>, period: Period) =>
  sql`${column} >= (${period.start}::timestamp AT TIME ZONE ${TIME_ZONE}) AND ${column} < (${dayAfter(period.end)}::timestamp AT TIME ZONE ${TIME_ZONE})`;

/** The actions of the decisions of the reviews held before this one. */
async function previousActions(orgs: ReturnType<typeof sql>, review: ReviewOf, today: string) {
  const rows = await queryRows<{ title: string; status: string; dueDate: string | null; review: string }>(sql`
    SELECT a."title", a."status"::text AS status, to_char(a."dueDate", 'YYYY-MM-DD') AS "dueDate", r."title" AS review
    FROM "Action" a JOIN "ReviewDecision" d ON d.id = a."decisionId" JOIN "ManagementReview" r ON r.id = d."reviewId"
    WHERE a."organizationId" IN (${orgs}) AND a."archivedDate" IS NULL
      AND r."meetingDate" < ${review.meetingDate}::date AND r.id <> ${review.id}::uuid
    ORDER BY r."meetingDate" DESC, a."position", a."title"`);
  return { ...actionCounts(rows, today), items: rows.slice(0, 20) };
}

async function changes(orgs: ReturnType<typeof sql>, period: Period) {
  const [row] = await queryRows<ReviewInputs["changes"]>(sql`
    SELECT
      (SELECT count(*) FROM "ScopeRevision" v JOIN "Scope" s ON s.id = v."scopeId"
        WHERE s."organizationId" IN (${orgs}) AND ${momentIn(sql`v."createdDate"`, period)})::int AS "scopeRevisions",
      (SELECT count(*) FROM "StakeholderAssociation" a
        WHERE a."organizationId" IN (${orgs}) AND ${momentIn(sql`a."createdDate"`, period)})::int AS "stakeholdersAdded",
      (SELECT count(*) FROM "StakeholderAssociation" a
        WHERE a."organizationId" IN (${orgs}) AND a."createdDate" < (${period.start}::timestamp AT TIME ZONE ${TIME_ZONE})
          AND ${momentIn(sql`a."lastModifiedDate"`, period)})::int AS "stakeholdersChanged",
      (SELECT count(*) FROM "BindingObligation" o
        WHERE o."organizationId" IN (${orgs}) AND ${momentIn(sql`o."createdDate"`, period)})::int AS "obligationsAdded",
      (SELECT count(DISTINCT l.id) FROM "Legislation" l JOIN "BindingObligation" o ON o."legislationId" = l.id
        WHERE o."organizationId" IN (${orgs}) AND o."archivedDate" IS NULL
          AND ${momentIn(sql`l."lastModifiedDate"`, period)})::int AS "actsChanged"`);
  return row!;
}

async function compliance(org: OrgContext, period: Period): Promise<ReviewInputs["compliance"]> {
  const round = await latestRound(org, period.end);
  if (!round) return null;
  return { year: round.year, title: round.title, status: round.status, ...round.progress };
}

async function objectives(org: OrgContext): Promise<ReviewInputs["objectives"]> {
  const rows = await objectivesWithProgress(org);
  return {
    byStatus: countBy(
      rows.map((row) => row.progress.status),
      OBJECTIVE_STATUSES,
    ),
    items: rows.map((row) => ({ title: row.title, status: row.progress.status, progress: row.progress.progress })),
  };
}

async function nonconformities(orgs: ReturnType<typeof sql>, period: Period, today: string) {
  const [findings, events, actions] = await Promise.all([
    queryRows<{ key: string; count: number }>(sql`
      SELECT f."kind"::text AS key, count(*)::int AS count FROM "AuditFinding" f JOIN "InternalAudit" a ON a.id = f."auditId"
      WHERE a."organizationId" IN (${orgs}) AND a."archivedDate" IS NULL
        AND coalesce(a."actualEnd", a."actualStart") BETWEEN ${period.start}::date AND ${period.end}::date
      GROUP BY 1`),
    queryRows<{ key: string; count: number; injured: number }>(sql`
      SELECT e."kind"::text AS key, count(*)::int AS count, count(*) FILTER (WHERE e."accidentOccurred")::int AS injured
      FROM "Event" e
      WHERE e."organizationId" IN (${orgs}) AND e."archivedDate" IS NULL AND ${momentIn(sql`e."occurredAt"`, period)}
      GROUP BY 1`),
    queryRows<{ status: string; overdue: boolean; count: number }>(sql`
      SELECT a."status"::text AS status, coalesce(a."dueDate" < ${today}::date, false) AS overdue, count(*)::int AS count
      FROM "Action" a
      WHERE a."organizationId" IN (${orgs}) AND a."archivedDate" IS NULL AND a."kind" = 'CORRECTIVE'
        AND ${momentIn(sql`a."createdDate"`, period)}
      GROUP BY 1, 2`),
  ]);
  const tally = <K extends string>(rows: { key: string; count: number }[], keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.key === key)?.count ?? 0])) as Record<K, number>;
  return {
    findings: tally(findings, FINDING_KINDS),
    events: tally(events, EVENT_KINDS),
    injuries: events.reduce((sum, row) => sum + row.injured, 0),
    correctiveActions: groupedActionCounts(actions),
  };
}

async function monitoring(orgs: ReturnType<typeof sql>, period: Period, today: string) {
  const to = dayAfter(period.end);
  const [meters, emissions, waste, inspections] = await Promise.all([
    queryRows<{ meterType: string; quantity: number }>(sql`
      SELECT m."meterType"::text AS "meterType", sum(q."quantity")::float8 AS quantity
      FROM "MeterMonthlyQuantity" q JOIN "Meter" m ON m.id = q."meterId"
      WHERE q."organizationId" IN (${orgs}) AND q."month" >= ${period.start}::date AND q."month" < ${to}::date
      GROUP BY 1`),
    queryRows<{ line: string | null; co2Kg: string | null; missing: boolean }>(
      co2Statement(orgs, period.start, to, "year"),
    ),
    queryRows<{ whole: number; recycled: number }>(sql`
      SELECT coalesce(sum(${tonnesExpression}), 0)::float8 AS whole,
             coalesce(sum(${tonnesExpression}) FILTER (WHERE o."group" = 'RECYCLING'), 0)::float8 AS recycled
      FROM "WasteMonthlyQuantity" l
      JOIN "WasteArrangement" a ON a.id = l."arrangementId"
      JOIN "TreatmentOperation" o ON o.code = a."treatmentCode"
      WHERE l."organizationId" IN (${orgs}) AND l."month" >= ${period.start}::date AND l."month" < ${to}::date`),
    queryRows<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM "Inspection" i
      WHERE i."organizationId" IN (${orgs}) AND i."archivedDate" IS NULL AND i."status" = 'PENDING'
        AND i."dueDate" < ${today}::date`),
  ]);
  const quantity = (...types: string[]) => {
    const rows = meters.filter((row) => types.includes(row.meterType));
    return rows.length ? Math.round(rows.reduce((sum, row) => sum + row.quantity, 0) * 1000) / 1000 : null;
  };
  // location-based scope 2, as the GHG account's totals; the market-based line is its dual report
  const counted = emissions.filter((row) => row.line !== "SCOPE2_ELECTRICITY_MARKET");
  const [wasteRow] = waste;
  return {
    energyKwh: quantity("ELECTRICITY", "HEAT"),
    waterM3: quantity("WATER"),
    co2Tonnes: co2ByScope(
      counted.map((row) => ({
        scope: row.line ? SCOPE_OF[row.line as GhgLine] : null,
        co2Kg: row.missing ? null : Number(row.co2Kg ?? 0),
      })),
    ),
    wasteTonnes: wasteRow && wasteRow.whole > 0 ? Math.round(wasteRow.whole * 1000) / 1000 : null,
    recyclingRate: wasteRow ? recyclingRate(wasteRow.recycled, wasteRow.whole) : null,
    overdueInspections: inspections[0]?.count ?? 0,
  };
}

async function audits(orgs: ReturnType<typeof sql>, period: Period) {
  const rows = await queryRows<ReviewInputs["audits"]["items"][number]>(sql`
    SELECT a."title", to_char(coalesce(a."actualEnd", a."actualStart"), 'YYYY-MM-DD') AS date,
      count(f.id) FILTER (WHERE f."kind" = 'MAJOR_NONCONFORMITY')::int AS major,
      count(f.id) FILTER (WHERE f."kind" = 'MINOR_NONCONFORMITY')::int AS minor,
      count(f.id) FILTER (WHERE f."kind" IN ('OBSERVATION', 'IMPROVEMENT'))::int AS observations
    FROM "InternalAudit" a LEFT JOIN "AuditFinding" f ON f."auditId" = a.id
    WHERE a."organizationId" IN (${orgs}) AND a."archivedDate" IS NULL
      AND coalesce(a."actualEnd", a."actualStart") BETWEEN ${period.start}::date AND ${period.end}::date
    GROUP BY a.id ORDER BY 2, 1`);
  return { performed: rows.length, items: rows };
}

async function risks(orgs: ReturnType<typeof sql>) {
  const [levels, aspects] = await Promise.all([
    queryRows<{ level: string; count: number }>(sql`
      SELECT coalesce(h."residualLevel", h."inherentLevel")::text AS level, count(*)::int AS count
      FROM "RiskHazard" h JOIN "RiskAssessment" r ON r.id = h."assessmentId"
      WHERE h."organizationId" IN (${orgs}) AND r."archivedDate" IS NULL GROUP BY 1`),
    queryRows<{ title: string }>(sql`
      SELECT a."title" FROM "EnvironmentalAspect" a
      WHERE a."organizationId" IN (${orgs}) AND a."archivedDate" IS NULL AND a."significant"
      ORDER BY a."score" DESC, a."title"`),
  ]);
  const level = (name: string) => levels.find((row) => row.level === name)?.count ?? 0;
  return {
    high: level("HIGH"),
    veryHigh: level("VERY_HIGH"),
    significantAspects: aspects.length,
    aspects: aspects.slice(0, 15).map((row) => row.title),
  };
}

/** The period's communications and complaints, and the plan's lines overdue now. */
async function communications(orgs: ReturnType<typeof sql>, period: Period, today: string) {
  const { groups, complaints, planOverdue } = await communicationsForReview(orgs, period, today);
  return {
    ...communicationCounts(groups, COMMUNICATION_KINDS),
    planOverdue,
    items: complaints.map((complaint) => ({
      date: complaint.date,
      subject: complaint.subject,
      from: complaint.from,
      status: complaint.answered
        ? ("ANSWERED" as const)
        : complaint.overdue
          ? ("OVERDUE" as const)
          : ("AWAITING" as const),
    })),
  };
}

/** The review's inputs for its period, as they stand now. */
export async function assembleInputs(org: OrgContext, review: ReviewOf): Promise<ReviewInputs> {
  const { period } = review;
  const orgs = subtreeIds(org.organizationId);
  const today = calendarToday().toISOString().slice(0, 10);
  const [actions, changed, round, aims, shortfalls, figures, performed, risk, communicated] = await Promise.all([
    previousActions(orgs, review, today),
    changes(orgs, period),
    compliance(org, period),
    objectives(org),
    nonconformities(orgs, period, today),
    monitoring(orgs, period, today),
    audits(orgs, period),
    risks(orgs),
    communications(orgs, period, today),
  ]);
  return {
    period,
    assembledAt: new Date().toISOString(),
    previousActions: actions,
    changes: changed,
    compliance: round,
    objectives: aims,
    nonconformities: shortfalls,
    monitoring: figures,
    audits: performed,
    risks: risk,
    communications: communicated,
  };
}
