import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { ownRow } from "@/lib/platform/tenancy/references";
import { machineListSelect, machineSelect, toMachineDto, toMachineListRow } from "./dto";
import { machineList } from "./schema";

type MachineListRow = ReturnType<typeof toMachineListRow>;

/** The organization's machines matching the query, for a page or an export. */
export function machineSource(org: OrgContext, query: ListQuery<typeof machineList>): ListSource<MachineListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  const today = calendarToday().toISOString().slice(0, 10);
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text &&
        sql`(t."name" ILIKE ${text} OR t."kind" ILIKE ${text} OR t."manufacturer" ILIKE ${text} OR t."model" ILIKE ${text} OR t."serialNumber" ILIKE ${text})`,
      query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
      query.inUse === "true" && sql`(t."endOfUseDate" IS NULL OR t."endOfUseDate" >= ${today}::date)`,
      query.inUse === "false" && sql`t."endOfUseDate" < ${today}::date`,
    ],
    rows: async (ids) =>
      (await db().machine.findMany({ where: { id: { in: ids } }, select: machineListSelect })).map(toMachineListRow),
  };
}

export const listMachines = (org: OrgContext, query: ListQuery<typeof machineList>) =>
  listPage(machineList, query, machineSource(org, query));

export async function getMachine(org: OrgContext, id: string) {
  const row = await db().machine.findFirst({ where: ownRow(org, id), select: machineSelect });
  if (!row) throw notFound("Machine not found");
  return toMachineDto(row);
}
