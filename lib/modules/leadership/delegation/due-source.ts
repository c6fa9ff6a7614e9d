import "server-only";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import type { DueSource } from "@/lib/platform/recurrence/sources";
import { inForce } from "./data";

const DELEGATION = "/leadership/delegation";

/** Delegations their member has not accepted, due from their start: the member's to accept. */
export const delegationAcceptanceDue: DueSource = {
  key: "delegationAcceptance",
  feature: "FULL",
  overdueList: `${DELEGATION}?accepted=false`,
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    const rows = await db().delegation.findMany({
      where: {
        organizationId: { in: organizationIds },
        archivedDate: null,
        acceptedDate: null,
        startDate: { lt: dueBefore },
        ...(responsibleUserId ? { member: { userId: responsibleUserId } } : {}),
      },
      orderBy: [{ startDate: "asc" }, { id: "asc" }],
      take: limit,
      select: {
        id: true,
        startDate: true,
        organizationId: true,
        responsibility: { select: { nameEn: true } },
        member: { select: { userId: true, userName: true } },
      },
    });
    return rows.map((row) => ({
      source: "delegationAcceptance",
      id: row.id,
      title: `${row.responsibility.nameEn}: ${row.member.userName}`,
      dueDate: row.startDate,
      organizationId: row.organizationId,
      responsibleUserId: row.member.userId,
      href: `${DELEGATION}/${row.id}`,
    }));
  },
};

/**
 * Required responsibilities nobody holds in an organization: missing, so overdue whatever the date
 * (which says since when the organization has been without: its creation). Nobody's in particular.
 */
export const responsibilityCoverageDue: DueSource = {
  key: "responsibilityCoverage",
  feature: "FULL",
  async list({ organizationIds, responsibleUserId, limit }) {
    if (responsibleUserId) return [];
    const [organizations, required] = await Promise.all([
      db().organization.findMany({ where: { id: { in: organizationIds } }, select: { id: true, createdDate: true } }),
      db().responsibility.findMany({
        where: {
          required: true,
          archivedDate: null,
          OR: [{ organizationId: null }, { organizationId: { in: organizationIds } }],
        },
        select: { id: true, organizationId: true, nameEn: true, code: true },
        orderBy: [{ position: "asc" }, { nameEn: "asc" }],
      }),
    ]);
    const held = await db().delegation.findMany({
      where: { organizationId: { in: organizationIds }, ...inForce(calendarToday()) },
      select: { organizationId: true, responsibilityId: true },
      distinct: ["organizationId", "responsibilityId"],
    });
    const holds = new Set(held.map((row) => `${row.organizationId}:${row.responsibilityId}`));
    const items = organizations.flatMap((organization) =>
      required
        .filter(
          (responsibility) =>
            responsibility.organizationId === null || responsibility.organizationId === organization.id,
        )
        .filter((responsibility) => !holds.has(`${organization.id}:${responsibility.id}`))
        .map((responsibility) => ({
          source: "responsibilityCoverage",
          id: `${organization.id}:${responsibility.id}`,
          title: responsibility.nameEn,
          dueDate: new Date(`${organization.createdDate.toISOString().slice(0, 10)}T00:00:00Z`),
          organizationId: organization.id,
          responsibleUserId: null,
          href: `${DELEGATION}#coverage`,
          missing: true,
          subjectKey: responsibility.code ?? responsibility.id,
        })),
    );
    return items.slice(0, limit);
  },
};
