import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, queryRows, sql, type ListSource } from "@/lib/platform/lists/query";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { HIGHER_IS_BETTER } from "./choices";
import { objectiveSelect, toObjectiveDto, unitOf, type ObjectiveDto, type ObjectiveRow, type ProgressDto } from "./dto";
import { kpiFigures } from "./kpi-data";
import { monthOf, progressOf, type ProgressPoint } from "./progress";
import { objectiveList } from "./schema";

/** The last whole month before today. */
export function lastWholeMonth(today = calendarToday()) {
  return monthOf(today.getUTCFullYear(), today.getUTCMonth());
}

/** An objective's progress from its KPI's figures up to the last whole month. */
async function progressOfRow(
  row: ObjectiveRow,
  organizationId: string,
  lastMonth = lastWholeMonth(),
): Promise<ProgressDto> {
  const { figures, aggregation } = await kpiFigures(
    {
      organizationId,
      objectiveId: row.id,
      kpi: row.kpi,
      ghgScope: row.ghgScope,
      eventKind: row.eventKind,
      injuryOnly: row.injuryOnly,
      intensityFigureId: row.intensityFigure?.id ?? null,
      intensityKind: row.intensityFigure?.kind ?? null,
      meterIds: row.meters.map((meter) => meter.id),
      baselineYear: row.baselineYear,
    },
    lastMonth,
  );
  const progress = progressOf({
    figures,
    aggregation,
    baselineYear: row.baselineYear,
    baselineValue: row.baselineValue === null ? null : Number(row.baselineValue),
    target: Number(row.targetValue),
    targetMonth: row.targetDate.toISOString().slice(0, 7),
    lastMonth,
    higherIsBetter: HIGHER_IS_BETTER.includes(row.kpi),
  });
  // six decimals: sums of shared-out quantities leave rests far below any meter's resolution
  const round = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);
  const point = (each: ProgressPoint) => ({ ...each, actual: round(each.actual), path: round(each.path)! });
  return {
    ...progress,
    baseline: round(progress.baseline),
    progress: round(progress.progress),
    points: progress.points.map(point),
    latest: progress.latest && point(progress.latest),
    unit: unitOf(row),
  };
}

const subtreeIdList = async (organizationId: string) =>
  (await queryRows<{ id: string }>(subtreeIds(organizationId))).map((row) => row.id);

/** The objective of `organizationId` with its progress. */
const withProgress = async (row: ObjectiveRow, organizationId: string): Promise<ObjectiveDto> =>
  toObjectiveDto(row, await progressOfRow(row, organizationId));

export function objectiveSource(org: OrgContext, query: ListQuery<typeof objectiveList>): ListSource<ObjectiveDto> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."title" ILIKE ${text} OR t."description" ILIKE ${text})`,
      query.kpi && sql`t."kpi" = ${query.kpi}::"ObjectiveKpi"`,
      query.standard && sql`${query.standard}::"IsoStandard" = ANY(t."standards")`,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
    ],
    rows: async (ids) =>
      Promise.all(
        (await db().objective.findMany({ where: { id: { in: ids } }, select: objectiveSelect })).map((row) =>
          withProgress(row, org.organizationId),
        ),
      ),
  };
}

export const listObjectives = (org: OrgContext, query: ListQuery<typeof objectiveList>) =>
  listPage(objectiveList, query, objectiveSource(org, query));

export async function getObjective(org: OrgContext, id: string) {
  const row = await db().objective.findFirst({
    where: { id, organizationId: org.organizationId },
    select: objectiveSelect,
  });
  if (!row) throw notFound("Objective not found");
  return withProgress(row, org.organizationId);
}

/** A MANUAL objective's values, newest month first. */
export async function listObjectiveValues(org: OrgContext, objectiveId: string) {
  await getObjective(org, objectiveId);
  const rows = await db().objectiveValue.findMany({
    where: { objectiveId },
    orderBy: { month: "desc" },
    select: { id: true, month: true, value: true, note: true, recordedByName: true, lastModifiedDate: true },
  });
  return rows.map((row) => ({ ...row, month: row.month.toISOString().slice(0, 7), value: row.value.toString() }));
}

/** The objectives in force in the organization and everything below it, each with its progress. */
export async function objectivesWithProgress(org: OrgContext) {
  const rows = await db().objective.findMany({
    where: { organizationId: { in: await subtreeIdList(org.organizationId) }, archivedDate: null },
    select: { ...objectiveSelect, organizationId: true },
    orderBy: [{ targetDate: "asc" }, { id: "asc" }],
  });
  return Promise.all(rows.map(({ organizationId, ...row }) => withProgress(row, organizationId)));
}

/** The objectives off track, for the dashboard: each with its latest value against the path. */
export async function objectivesOffTrack(org: OrgContext) {
  return (await objectivesWithProgress(org)).filter((objective) => objective.progress.status === "OFF_TRACK");
}

/** The objectives in force that read a meter, for its own screen (read-only there), with their progress. */
export async function objectivesOfMeter(org: OrgContext, meterId: string) {
  const rows = await db().objective.findMany({
    where: { organizationId: org.organizationId, archivedDate: null, meters: { some: { id: meterId } } },
    select: objectiveSelect,
    orderBy: [{ targetDate: "asc" }, { id: "asc" }],
  });
  return Promise.all(rows.map((row) => withProgress(row, org.organizationId)));
}
