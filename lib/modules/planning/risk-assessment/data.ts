import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import {
  conditions,
  containsPattern,
  listPage,
  queryRows,
  sql,
  type Condition,
  type ListSource,
} from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import {
  assessmentListSelect,
  assessmentSelect,
  hazardSelect,
  toAssessmentDto,
  toAssessmentListRow,
  toHazardDto,
  type HazardDto,
} from "./dto";
import type { RiskLevelName } from "./levels";
import { currentMatrix } from "./matrix-data";
import { assessmentList, hazardList } from "./schema";

const today = () => calendarToday().toISOString().slice(0, 10);

export function assessmentSource(
  org: OrgContext,
  query: ListQuery<typeof assessmentList>,
): ListSource<ReturnType<typeof toAssessmentListRow>> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."title" ILIKE ${text} OR t."scope" ILIKE ${text})`,
      query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
      query.machineId && sql`t."machineId" = ${query.machineId}::uuid`,
      query.chemicalAssociationId && sql`t."chemicalAssociationId" = ${query.chemicalAssociationId}::uuid`,
      query.apv && sql`t."isApv" = ${query.apv === "true"}`,
      query.overdue === "true" && sql`t."nextReviewDate" < ${today()}::date`,
      query.overdue === "false" && sql`(t."nextReviewDate" IS NULL OR t."nextReviewDate" >= ${today()}::date)`,
    ],
    rows: async (ids) =>
      (await db().riskAssessment.findMany({ where: { id: { in: ids } }, select: assessmentListSelect })).map(
        toAssessmentListRow,
      ),
  };
}

export const listAssessments = (org: OrgContext, query: ListQuery<typeof assessmentList>) =>
  listPage(assessmentList, query, assessmentSource(org, query));

export async function getAssessment(org: OrgContext, id: string) {
  const row = await db().riskAssessment.findFirst({
    where: { id, organizationId: org.organizationId },
    select: assessmentSelect,
  });
  if (!row) throw notFound("Risk assessment not found");
  return toAssessmentDto(row);
}

export async function getHazard(org: OrgContext, id: string) {
  const row = await db().riskHazard.findFirst({
    where: { id, organizationId: org.organizationId },
    select: hazardSelect,
  });
  if (!row) throw notFound("Hazard not found");
  return toHazardDto(row);
}

/**
 * Whether a hazard's residual risk (its inherent one while it has none) stands accepted: its latest
 * acceptance has its present scores in its present matrix version.
 */
const acceptedNow = sql`EXISTS (
  SELECT 1 FROM "RiskAcceptance" a WHERE a."hazardId" = t.id AND a."matrixId" = t."matrixId"
    AND a."likelihood" = coalesce(t."residualLikelihood", t."inherentLikelihood")
    AND a."severity" = coalesce(t."residualSeverity", t."inherentSeverity"))`;

/** Above its matrix version's threshold (the levels in their order). */
const aboveThreshold = sql`(SELECT array_position(enum_range(NULL::"RiskLevel"), coalesce(t."residualLevel", t."inherentLevel"))
  > array_position(enum_range(NULL::"RiskLevel"), m."acceptableLevel") FROM "RiskMatrix" m WHERE m.id = t."matrixId")`;

/** The hazard register's conditions, shared by its pages, its export and its heat map. */
function hazardFilters(query: ListQuery<typeof hazardList>): Condition[] {
  const text = query.q ? containsPattern(query.q) : undefined;
  const ofAssessment = (condition: ReturnType<typeof sql>) =>
    sql`EXISTS (SELECT 1 FROM "RiskAssessment" r WHERE r.id = t."assessmentId" AND ${condition})`;
  const stage = query.stage ?? "inherent";
  const [likelihood, severity] =
    stage === "inherent"
      ? [sql`t."inherentLikelihood"`, sql`t."inherentSeverity"`]
      : [sql`t."residualLikelihood"`, sql`t."residualSeverity"`];
  return [
    ofAssessment(sql`r."archivedDate" IS NULL`),
    text && sql`(t."title" ILIKE ${text} OR t."whoExposed" ILIKE ${text} OR t."existingControls" ILIKE ${text})`,
    query.assessmentId && sql`t."assessmentId" = ${query.assessmentId}::uuid`,
    query.areaId && ofAssessment(sql`r."areaId" = ${query.areaId}::uuid`),
    query.ownerId && ofAssessment(sql`r."ownerId" = ${query.ownerId}::uuid`),
    query.overdueReview === "true" && ofAssessment(sql`r."nextReviewDate" < ${today()}::date`),
    query.category && sql`t."category" = ${query.category}::"HazardCategory"`,
    query.inherentLevel && sql`t."inherentLevel" = ${query.inherentLevel}::"RiskLevel"`,
    query.residualLevel && sql`t."residualLevel" = ${query.residualLevel}::"RiskLevel"`,
    query.accepted === "true" && sql`(${aboveThreshold} AND ${acceptedNow})`,
    query.accepted === "false" && sql`(${aboveThreshold} AND NOT ${acceptedNow})`,
    query.likelihood !== undefined && sql`${likelihood} = ${query.likelihood}`,
    query.severity !== undefined && sql`${severity} = ${query.severity}`,
  ];
}

export function hazardSource(org: OrgContext, query: ListQuery<typeof hazardList>): ListSource<HazardDto> {
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: hazardFilters(query),
    rows: async (ids) =>
      (await db().riskHazard.findMany({ where: { id: { in: ids } }, select: hazardSelect })).map(toHazardDto),
  };
}

export const listHazards = (org: OrgContext, query: ListQuery<typeof hazardList>) =>
  listPage(hazardList, query, hazardSource(org, query));

export type HeatMapCell = {
  likelihood: number;
  severity: number;
  level: RiskLevelName;
  inherent: number;
  residual: number;
};

/**
 * The heat map: the matrix in force with, per cell, how many of the register's hazards (its filters
 * apply) score there before and after their additional controls. A hazard without a residual score
 * counts as residual where its inherent score is. One grouped statement per stage.
 */
export async function heatMap(org: OrgContext, query: ListQuery<typeof hazardList>) {
  const matrix = await currentMatrix(org);
  // every cell of the map: the register's filters without the cell's own
  const where = conditions(
    sql`t."organizationId" = ${org.organizationId}::uuid`,
    hazardFilters({ ...query, likelihood: undefined, severity: undefined, stage: undefined }),
  );
  const counts = await queryRows<{ stage: string; likelihood: number; severity: number; count: number }>(sql`
    SELECT 'inherent' AS stage, t."inherentLikelihood" AS likelihood, t."inherentSeverity" AS severity, count(*)::int AS count
    FROM "RiskHazard" t WHERE ${where} GROUP BY 2, 3
    UNION ALL
    SELECT 'residual', coalesce(t."residualLikelihood", t."inherentLikelihood"), coalesce(t."residualSeverity", t."inherentSeverity"), count(*)::int
    FROM "RiskHazard" t WHERE ${where} GROUP BY 2, 3`);
  const count = (stage: string, likelihood: number, severity: number) =>
    counts.find((row) => row.stage === stage && row.likelihood === likelihood && row.severity === severity)?.count ?? 0;
  const cells: HeatMapCell[] = matrix.levels.flatMap((row, l) =>
    row.map((level, s) => ({
      likelihood: l + 1,
      severity: s + 1,
      level,
      inherent: count("inherent", l + 1, s + 1),
      residual: count("residual", l + 1, s + 1),
    })),
  );
  return { matrix, cells };
}

/** The risks that concern a record, for its own screen: the hazards of the assessments made of it. */
export async function risksOfRecord(
  org: OrgContext,
  record: { machineId: string } | { chemicalAssociationId: string } | { areaId: string },
) {
  const rows = await db().riskHazard.findMany({
    where: { organizationId: org.organizationId, assessment: { ...record, archivedDate: null } },
    orderBy: [{ inherentLevel: "desc" }, { title: "asc" }],
    select: hazardSelect,
  });
  return rows.map(toHazardDto);
}

/** The assessment's revisions, newest first: its texts as they stood, who and when. */
export async function listRevisions(org: OrgContext, assessmentId: string) {
  await getAssessment(org, assessmentId);
  return db().riskAssessmentRevision.findMany({
    where: { assessmentId },
    orderBy: { version: "desc" },
    select: {
      id: true,
      version: true,
      title: true,
      content: true,
      changeNote: true,
      authorName: true,
      createdDate: true,
    },
  });
}
