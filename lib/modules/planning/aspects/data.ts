import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
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
import { ASPECT_CATEGORIES, type AspectCategoryName } from "./choices";
import { aspectSelect, toAspectDto, type AspectDto } from "./dto";
import { aspectList } from "./schema";

/** A link table's row joining the aspect `t` to the record given (tables and columns are ours, not input). */
const linked = (table: string, aspectColumn: "A" | "B", id: string) => {
  const [aspect, other] = aspectColumn === "A" ? ['"A"', '"B"'] : ['"B"', '"A"'];
  return sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} l
    WHERE l.${Prisma.raw(aspect)} = t.id AND l.${Prisma.raw(other)} = ${id}::uuid)`;
};

function aspectFilters(query: ListQuery<typeof aspectList>): Condition[] {
  const text = query.q ? containsPattern(query.q) : undefined;
  return [
    archivedCondition(query.archived),
    text && sql`(t."title" ILIKE ${text} OR t."activity" ILIKE ${text} OR t."impact" ILIKE ${text})`,
    query.category && sql`t."category" = ${query.category}::"AspectCategory"`,
    query.condition && sql`t."condition" = ${query.condition}::"OperatingCondition"`,
    query.lifeCycleStage && sql`t."lifeCycleStage" = ${query.lifeCycleStage}::"LifeCycleStage"`,
    query.significant && sql`t."significant" = ${query.significant === "true"}`,
    query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
    query.ownerId && sql`t."ownerId" = ${query.ownerId}::uuid`,
    query.obligationId && linked("_AspectObligations", "B", query.obligationId),
    query.meterId && linked("_AspectMeters", "A", query.meterId),
    query.chemicalAssociationId && linked("_AspectChemicals", "B", query.chemicalAssociationId),
  ];
}

export function aspectSource(org: OrgContext, query: ListQuery<typeof aspectList>): ListSource<AspectDto> {
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: aspectFilters(query),
    rows: async (ids) =>
      (await db().environmentalAspect.findMany({ where: { id: { in: ids } }, select: aspectSelect })).map(toAspectDto),
  };
}

export const listAspects = (org: OrgContext, query: ListQuery<typeof aspectList>) =>
  listPage(aspectList, query, aspectSource(org, query));

export async function getAspect(org: OrgContext, id: string) {
  const row = await db().environmentalAspect.findFirst({
    where: { id, organizationId: org.organizationId },
    select: aspectSelect,
  });
  if (!row) throw notFound("Environmental aspect not found");
  return toAspectDto(row);
}

/**
 * The register's aspects per category, significant and not, under the register's filters but its
 * own "significant" one (the chart shows both): one grouped statement.
 */
export async function categoryCounts(org: OrgContext, query: ListQuery<typeof aspectList>) {
  const where = conditions(
    sql`t."organizationId" = ${org.organizationId}::uuid`,
    aspectFilters({ ...query, significant: undefined }),
  );
  const rows = await queryRows<{ category: AspectCategoryName; significant: number; other: number }>(sql`
    SELECT t."category"::text AS category, count(*) FILTER (WHERE t."significant")::int AS significant,
           count(*) FILTER (WHERE NOT t."significant")::int AS other
    FROM "EnvironmentalAspect" t WHERE ${where} GROUP BY 1`);
  return ASPECT_CATEGORIES.map(
    (category) => rows.find((row) => row.category === category) ?? { category, significant: 0, other: 0 },
  );
}

/** The aspects in force that concern a record, for its own screen (read-only there), significant first. */
export async function aspectsOfRecord(
  org: OrgContext,
  record: { meterId: string } | { chemicalAssociationId: string } | { areaId: string },
) {
  const where =
    "meterId" in record
      ? { meters: { some: { id: record.meterId } } }
      : "chemicalAssociationId" in record
        ? { chemicals: { some: { id: record.chemicalAssociationId } } }
        : { areaId: record.areaId };
  const rows = await db().environmentalAspect.findMany({
    where: { organizationId: org.organizationId, archivedDate: null, ...where },
    orderBy: [{ significant: "desc" }, { score: "desc" }, { title: "asc" }],
    select: aspectSelect,
  });
  return rows.map(toAspectDto);
}
