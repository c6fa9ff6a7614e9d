import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/modules/organization/competences/due";
import { db } from "@/lib/platform/db";
import { roleListSelect, roleSelect, toRoleDto, toRoleListRow } from "./dto";
import { ownRow } from "@/lib/platform/tenancy/references";
import { roleList } from "./schema";

export async function listRoles(org: OrgContext, query: ListQuery<typeof roleList>) {
  const text = query.q ? containsPattern(query.q) : undefined;
  return listPage(roleList, query, {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [text && sql`(t."name" ILIKE ${text} OR t."description" ILIKE ${text})`],
    rows: async (ids) =>
      (await db().role.findMany({ where: { id: { in: ids } }, select: roleListSelect })).map(toRoleListRow),
  });
}

export async function getRole(org: OrgContext, id: string) {
  const row = await db().role.findFirst({ where: ownRow(org, id), select: roleSelect });
  if (!row) throw notFound("Role not found");
  return toRoleDto(row, calendarToday());
}
