import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { containsPattern, listPage, sql } from "@/lib/platform/lists/query";
import type { ListQuery } from "@/lib/platform/lists/list";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/modules/organization/competences/due";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { memberSelect, toMemberDto, toMemberListRow } from "./dto";
import { memberList } from "./schema";

export async function listMembers(org: OrgContext, query: ListQuery<typeof memberList>) {
  const today = calendarToday();
  const text = query.q ? containsPattern(query.q) : undefined;
  return listPage(memberList, query, {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
      query.roleId &&
        sql`EXISTS (SELECT 1 FROM "RoleMember" r WHERE r."membershipId" = t."id" AND r."roleId" = ${query.roleId}::uuid)`,
      text && sql`(t."userName" ILIKE ${text} OR t."userEmail" ILIKE ${text})`,
    ],
    rows: async (ids) =>
      (await db().membership.findMany({ where: { id: { in: ids } }, select: memberSelect })).map((row) =>
        toMemberListRow(row, today),
      ),
  });
}

export async function getMember(org: OrgContext, id: string) {
  const row = await db().membership.findFirst({ where: ownRow(org, id), select: memberSelect });
  if (!row) throw notFound("Member not found");
  return toMemberDto(row, calendarToday());
}
