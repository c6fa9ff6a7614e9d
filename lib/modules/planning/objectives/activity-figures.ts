import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { recordWrites } from "@/lib/platform/writes/records";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ActivityFigureDto } from "./dto";
import { activityFigureList, type ActivityFigureInput, type ActivityValuesInput } from "./schema";

// The register of activity figures (hours worked, headcount, production output) per month, which
// intensity KPIs divide by.

const figureSelect = {
  id: true,
  kind: true,
  name: true,
  unit: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  values: { select: { month: true, value: true }, orderBy: { month: "asc" } },
} satisfies Prisma.ActivityFigureSelect;

function toFigureDto({
  values,
  ...row
}: Prisma.ActivityFigureGetPayload<{ select: typeof figureSelect }>): ActivityFigureDto {
  return {
    ...row,
    values: Object.fromEntries(values.map((value) => [value.month.toISOString().slice(0, 7), value.value.toString()])),
  };
}

export function activityFigureSource(
  org: OrgContext,
  query: ListQuery<typeof activityFigureList>,
): ListSource<ActivityFigureDto> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [archivedCondition(query.archived), text && sql`t."name" ILIKE ${text}`],
    rows: async (ids) =>
      (await db().activityFigure.findMany({ where: { id: { in: ids } }, select: figureSelect })).map(toFigureDto),
  };
}

export const listActivityFigures = (org: OrgContext, query: ListQuery<typeof activityFigureList>) =>
  listPage(activityFigureList, query, activityFigureSource(org, query));

export async function getActivityFigure(org: OrgContext, id: string) {
  const row = await db().activityFigure.findFirst({
    where: { id, organizationId: org.organizationId },
    select: figureSelect,
  });
  if (!row) throw notFound("Activity figure not found");
  return toFigureDto(row);
}

const figures = recordWrites({
  table: (tx) => tx.activityFigure,
  get: getActivityFigure,
  dependents: async (tx, _org, id) => ({
    objectives: await tx.objective.count({ where: { intensityFigureId: id, archivedDate: null } }),
  }),
});

export const createActivityFigure = (org: OrgContext, input: ActivityFigureInput) =>
  figures.create(org, input, async (tx) => {
    const created = await tx.activityFigure.create({
      data: { organizationId: org.organizationId, kind: input.kind, name: input.name, unit: input.unit },
      select: { id: true },
    });
    return created.id;
  });

export const updateActivityFigure = (org: OrgContext, id: string, input: ActivityFigureInput) =>
  figures.update(org, id, input, async (tx) => {
    await tx.activityFigure.update({ where: { id }, data: { kind: input.kind, name: input.name, unit: input.unit } });
  });

export const archiveActivityFigure = (org: OrgContext, id: string) =>
  figures.retire(org, id, {}, async (tx) => {
    await tx.activityFigure.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreActivityFigure = (org: OrgContext, id: string) => figures.restore(org, id);

/** A year of a figure's months in one write: a value sets its month, null clears it. */
export const setActivityValues = (org: OrgContext, id: string, input: ActivityValuesInput) =>
  figures.update(org, id, {}, async (tx) => {
    for (const [index, value] of input.values.entries()) {
      const month = new Date(Date.UTC(input.year, index, 1));
      if (value === null) {
        await tx.activityFigureValue.deleteMany({ where: { figureId: id, month } });
        continue;
      }
      await tx.activityFigureValue.upsert({
        where: { figureId_month: { figureId: id, month } },
        create: { organizationId: org.organizationId, figureId: id, month, value: String(value) },
        update: { value: String(value) },
      });
    }
    await tx.activityFigure.update({ where: { id }, data: { lastModifiedDate: new Date() } });
  });
