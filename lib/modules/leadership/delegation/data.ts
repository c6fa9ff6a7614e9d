import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toMemberSummary } from "@/lib/modules/organization/members/dto";
import {
  delegationListSelect,
  responsibilitySelect,
  toDelegationDto,
  toResponsibilityDto,
  type CoverageRow,
  type DelegationDto,
} from "./dto";
import { delegationList } from "./schema";

const today = () => calendarToday().toISOString().slice(0, 10);

/** In force on the day: started, and not ended before it. */
const inForce = (day: Date): Prisma.DelegationWhereInput => ({
  archivedDate: null,
  startDate: { lte: day },
  OR: [{ endDate: null }, { endDate: { gte: day } }],
});

/** The organization's delegations matching the query, for a page or an export. */
export function delegationSource(org: OrgContext, query: ListQuery<typeof delegationList>): ListSource<DelegationDto> {
  const day = today();
  const current = sql`(t."startDate" <= ${day}::date AND (t."endDate" IS NULL OR t."endDate" >= ${day}::date))`;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      query.responsibilityId && sql`t."responsibilityId" = ${query.responsibilityId}::uuid`,
      query.memberId && sql`t."memberId" = ${query.memberId}::uuid`,
      query.accepted === "true" && sql`t."acceptedDate" IS NOT NULL`,
      query.accepted === "false" && sql`t."acceptedDate" IS NULL`,
      query.current === "true" && current,
      query.current === "false" && sql`NOT ${current}`,
    ],
    rows: async (ids) =>
      (await db().delegation.findMany({ where: { id: { in: ids } }, select: delegationListSelect })).map((row) =>
        toDelegationDto(row, org.user.id),
      ),
  };
}

export const listDelegations = (org: OrgContext, query: ListQuery<typeof delegationList>) =>
  listPage(delegationList, query, delegationSource(org, query));

export async function getDelegation(org: OrgContext, id: string) {
  const row = await db().delegation.findFirst({
    where: { id, organizationId: org.organizationId },
    select: delegationListSelect,
  });
  if (!row) throw notFound("Delegation not found");
  return toDelegationDto(row, org.user.id);
}

/** The responsibilities the organization may delegate: the catalogue's and its own, in order. */
const available = (org: OrgContext, archived = false): Prisma.ResponsibilityWhereInput => ({
  OR: [{ organizationId: null }, { organizationId: org.organizationId }],
  archivedDate: archived ? { not: null } : null,
});

export async function listResponsibilities(org: OrgContext) {
  const rows = await db().responsibility.findMany({
    where: available(org),
    orderBy: [{ organizationId: { sort: "asc", nulls: "first" } }, { position: "asc" }, { nameEn: "asc" }],
    select: responsibilitySelect,
  });
  return rows.map(toResponsibilityDto);
}

/** One of the organization's own responsibilities (the catalogue's are not its to change). */
export async function getOwnResponsibility(org: OrgContext, id: string) {
  const row = await db().responsibility.findFirst({
    where: { id, organizationId: org.organizationId },
    select: responsibilitySelect,
  });
  if (!row) throw notFound("Responsibility not found");
  return toResponsibilityDto(row);
}

/**
 * Coverage: every responsibility with who holds it today, and which required ones nobody holds.
 * A delegation not yet accepted still holds it (the view lists those apart, as waiting).
 */
export async function coverage(org: OrgContext): Promise<CoverageRow[]> {
  const [responsibilities, delegations] = await Promise.all([
    listResponsibilities(org),
    db().delegation.findMany({
      where: { organizationId: org.organizationId, ...inForce(calendarToday()) },
      orderBy: [{ startDate: "asc" }, { id: "asc" }],
      select: {
        id: true,
        responsibilityId: true,
        acceptedDate: true,
        member: { select: delegationListSelect.member.select },
      },
    }),
  ]);
  return responsibilities.map((responsibility) => {
    const holders = delegations
      .filter((delegation) => delegation.responsibilityId === responsibility.id)
      .map((delegation) => ({
        delegationId: delegation.id,
        member: toMemberSummary(delegation.member),
        accepted: delegation.acceptedDate !== null,
      }));
    return { ...responsibility, holders, uncovered: responsibility.required && holders.length === 0 };
  });
}
