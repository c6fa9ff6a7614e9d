import "server-only";
import type { z } from "zod";
import { notFound } from "@/lib/platform/api/errors";
import { containsText, pageArgs, pageFrom } from "@/lib/platform/lists/list";
import type { SortDirection } from "@/lib/platform/lists/paging";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/modules/organization/competences/due";
import { db } from "@/lib/platform/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ownRow } from "@/lib/platform/tenancy/references";
import { memberSelect, toMemberDto, toMemberListRow } from "./dto";
import type { memberListQuerySchema } from "./schema";

const sortMap = {
  name: (direction: SortDirection) => ({ user: { name: direction } }),
  email: (direction: SortDirection) => ({ user: { email: direction } }),
  jobTitle: (direction: SortDirection) => ({ jobTitle: { sort: direction, nulls: "last" as const } }),
  createdDate: (direction: SortDirection) => ({ createdDate: direction }),
};

export async function listMembers(org: OrgContext, query: z.output<typeof memberListQuerySchema>) {
  const where: Prisma.MembershipWhereInput = {
    organizationId: org.organizationId,
    areaId: query.areaId,
    roles: query.roleId ? { some: { roleId: query.roleId } } : undefined,
    user: query.q ? { OR: [{ name: containsText(query.q) }, { email: containsText(query.q) }] } : undefined,
  };
  const today = calendarToday();
  return pageFrom(
    db().membership.count({ where }),
    db()
      .membership.findMany({
        where,
        select: memberSelect,
        ...pageArgs(query, sortMap, { field: "name", direction: "asc" }),
      })
      .then((rows) => rows.map((row) => toMemberListRow(row, today))),
  );
}

export async function getMember(org: OrgContext, id: string) {
  const row = await db().membership.findFirst({ where: ownRow(org, id, "Member"), select: memberSelect });
  if (!row) throw notFound("Member not found");
  return toMemberDto(row, calendarToday());
}
