import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { containsPattern, listPage, queryRows, sql, type ListSource } from "@/lib/platform/lists/query";
import type { ListQuery } from "@/lib/platform/lists/list";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { db } from "@/lib/platform/db";
import { actingMembershipCondition } from "@/lib/platform/tenancy/acting-members";
import { ownRow } from "@/lib/platform/tenancy/references";
import { memberSelect, toMemberDto, toMemberListRow } from "./dto";
import { memberList } from "./schema";

type MemberRow = Prisma.MembershipGetPayload<{ select: typeof memberSelect }>;
type Requirement = MemberRow["requirements"][number];
type DateField = "acquisitionDeadline" | "lastAcquisitionDate" | "nextDueDate";
type MemberRowJson = Omit<MemberRow, "requirements"> & {
  requirements: (Omit<Requirement, DateField> & Record<DateField, string | null>)[];
};

/**
 * The rows of one page of members in the shape `memberSelect` gives them, read in one statement
 * (the list's hottest path; `memberSelect` through Prisma takes a query per relation). The API
 * test "lists a member exactly as it reads one" holds the two to the same answer.
 */
async function memberRows(ids: string[]): Promise<MemberRow[]> {
  const rows = await queryRows<MemberRowJson>(sql`
    SELECT m."id", m."userId", m."status"::text AS "status", m."userName", m."userEmail", m."scopes"::text[] AS "scopes",
      m."jobTitle", m."createdDate", m."lastModifiedDate",
      (SELECT json_build_object('id', a."id", 'name', a."name") FROM "Area" a WHERE a."id" = m."areaId") AS "area",
      (SELECT coalesce(json_agg(json_build_object('role', json_build_object('id', r."id", 'name', r."name",
                'competences', (SELECT coalesce(json_agg(json_build_object('competenceId', rc."competenceId")), '[]')
                                FROM "RoleCompetence" rc WHERE rc."roleId" = r."id"))) ORDER BY r."name"), '[]')
         FROM "RoleMember" rm JOIN "Role" r ON r."id" = rm."roleId" WHERE rm."membershipId" = m."id") AS "roles",
      (SELECT coalesce(json_agg(json_build_object('id', q."id", 'competenceId', q."competenceId",
                'acquisitionDeadline', q."acquisitionDeadline", 'lastAcquisitionDate', q."lastAcquisitionDate",
                'nextDueDate', q."nextDueDate", 'manual', q."manual",
                'competence', json_build_object('id', c."id", 'name', c."name", 'frequency', c."frequency"))
              ORDER BY c."name"), '[]')
         FROM "CompetenceRequirement" q JOIN "Competence" c ON c."id" = q."competenceId"
         WHERE q."membershipId" = m."id") AS "requirements"
    FROM "Membership" m WHERE m."id" = ANY(${ids}::uuid[])`);
  // calendar dates arrive as "YYYY-MM-DD"; Prisma gives them as midnight UTC
  const day = (value: string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    ...row,
    requirements: row.requirements.map((requirement) => ({
      ...requirement,
      acquisitionDeadline: day(requirement.acquisitionDeadline),
      lastAcquisitionDate: day(requirement.lastAcquisitionDate),
      nextDueDate: day(requirement.nextDueDate),
    })),
  }));
}

type MemberListRow = ReturnType<typeof toMemberListRow>;

/** The organization's members matching the query, for a page or an export. */
export function memberSource(org: OrgContext, query: ListQuery<typeof memberList>): ListSource<MemberListRow> {
  const today = calendarToday();
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant:
      query.acting === "true"
        ? actingMembershipCondition(org.organizationId)
        : sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      query.areaId && sql`t."areaId" = ${query.areaId}::uuid`,
      query.roleId &&
        sql`EXISTS (SELECT 1 FROM "RoleMember" r WHERE r."membershipId" = t."id" AND r."roleId" = ${query.roleId}::uuid)`,
      text && sql`(t."userName" ILIKE ${text} OR t."userEmail" ILIKE ${text})`,
    ],
    rows: async (ids) => (await memberRows(ids)).map((row) => toMemberListRow(row, today)),
  };
}

export const listMembers = (org: OrgContext, query: ListQuery<typeof memberList>) =>
  listPage(memberList, query, memberSource(org, query));

export async function getMember(org: OrgContext, id: string) {
  const row = await db().membership.findFirst({ where: ownRow(org, id), select: memberSelect });
  if (!row) throw notFound("Member not found");
  return toMemberDto(row, calendarToday());
}
