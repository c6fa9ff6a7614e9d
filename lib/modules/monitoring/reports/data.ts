import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import type { ListQuery } from "@/lib/platform/lists/list";
import { sql, type ListSource } from "@/lib/platform/lists/query";
import { scheduleSelect, toScheduleDto, type ScheduleDto } from "./dto";
import type { scheduleList } from "./schema";

export function scheduleSource(org: OrgContext, query: ListQuery<typeof scheduleList>): ListSource<ScheduleDto> {
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [archivedCondition(query.archived), query.reportKey && sql`t."reportKey" = ${query.reportKey}`],
    rows: async (ids) =>
      (await db().reportSchedule.findMany({ where: { id: { in: ids } }, select: scheduleSelect })).map(toScheduleDto),
  };
}

export async function getSchedule(org: OrgContext, id: string) {
  const row = await db().reportSchedule.findFirst({
    where: { id, organizationId: org.organizationId },
    select: scheduleSelect,
  });
  if (!row) throw notFound("Scheduled report not found");
  return toScheduleDto(row);
}
