import "server-only";
import type { z } from "zod";
import { notFound } from "@/lib/platform/api/errors";
import { containsText, pageArgs, pageFrom } from "@/lib/platform/lists/list";
import type { SortDirection } from "@/lib/platform/lists/paging";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/modules/organization/competences/due";
import { db } from "@/lib/platform/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { roleListSelect, roleSelect, toRoleDto, toRoleListRow } from "./dto";
import { ownRow } from "@/lib/platform/tenancy/references";
import type { roleListQuerySchema } from "./schema";

const sortMap = {
  name: (direction: SortDirection) => ({ name: direction }),
  lastModifiedDate: (direction: SortDirection) => ({ lastModifiedDate: direction }),
};

export async function listRoles(org: OrgContext, query: z.output<typeof roleListQuerySchema>) {
  const where: Prisma.RoleWhereInput = {
    organizationId: org.organizationId,
    OR: query.q ? [{ name: containsText(query.q) }, { description: containsText(query.q) }] : undefined,
  };
  return pageFrom(
    db().role.count({ where }),
    db()
      .role.findMany({
        where,
        select: roleListSelect,
        ...pageArgs(query, sortMap, { field: "name", direction: "asc" }),
      })
      .then((rows) => rows.map(toRoleListRow)),
  );
}

export async function getRole(org: OrgContext, id: string) {
  const row = await db().role.findFirst({ where: ownRow(org, id, "Role"), select: roleSelect });
  if (!row) throw notFound("Role not found");
  return toRoleDto(row, calendarToday());
}
