import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { db } from "@/lib/platform/db";
import { roleListSelect, roleSelect, toRoleDto, toRoleListRow } from "./dto";
import { ownRow } from "@/lib/platform/tenancy/references";
import { roleList } from "./schema";

type RoleListRow = ReturnType<typeof toRoleListRow>;

/** The organization's roles matching the query, for a page or an export. */
export function roleSource(org: OrgContext, query: ListQuery<typeof roleList>): ListSource<RoleListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."name" ILIKE ${text} OR t."description" ILIKE ${text})`,
    ],
    rows: async (ids) =>
      (await db().role.findMany({ where: { id: { in: ids } }, select: roleListSelect })).map(toRoleListRow),
  };
}

export const listRoles = (org: OrgContext, query: ListQuery<typeof roleList>) =>
  listPage(roleList, query, roleSource(org, query));

export async function getRole(org: OrgContext, id: string) {
  const row = await db().role.findFirst({ where: ownRow(org, id), select: roleSelect });
  if (!row) throw notFound("Role not found");
  return toRoleDto(row, calendarToday());
}
