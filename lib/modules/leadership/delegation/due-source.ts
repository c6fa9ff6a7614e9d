import "server-only";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import type { DueSource } from "@/lib/platform/recurrence/sources";

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
 * Required responsibilities nobody will hold: each falls due the day after its last holder's
 * delegation ends, or, never held, since the organization (or its own responsibility) exists.
 * A delegation in force without an end covers it. Nobody's in particular: a manager delegates.
 */
export const responsibilityCoverageDue: DueSource = {
  key: "responsibilityCoverage",
  feature: "FULL",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    if (responsibleUserId) return [];
    const [organizations, required, delegations] = await Promise.all([
      db().organization.findMany({ where: { id: { in: organizationIds } }, select: { id: true, createdDate: true } }),
      db().responsibility.findMany({
        where: {
          required: true,
          archivedDate: null,
          OR: [{ organizationId: null }, { organizationId: { in: organizationIds } }],
        },
        select: { id: true, organizationId: true, nameEn: true, code: true, createdDate: true },
        orderBy: [{ position: "asc" }, { nameEn: "asc" }],
      }),
      db().delegation.findMany({
        where: { organizationId: { in: organizationIds }, archivedDate: null, startDate: { lte: calendarToday() } },
        select: { organizationId: true, responsibilityId: true, endDate: true },
      }),
    ]);
    const day = (date: Date) => new Date(`${date.toISOString().slice(0, 10)}T00:00:00Z`);
    const items = organizations.flatMap((organization) =>
      required
        .filter(
          (responsibility) =>
            responsibility.organizationId === null || responsibility.organizationId === organization.id,
        )
        .flatMap((responsibility) => {
          const held = delegations.filter(
            (delegation) =>
              delegation.organizationId === organization.id && delegation.responsibilityId === responsibility.id,
          );
          if (held.some((delegation) => delegation.endDate === null)) return [];
          const lastEnd = held.reduce<Date | null>(
            (latest, delegation) => (!latest || delegation.endDate! > latest ? delegation.endDate : latest),
            null,
          );
          const since = responsibility.organizationId ? responsibility.createdDate : organization.createdDate;
          const dueDate = lastEnd ? addDays(lastEnd, 1) : day(since);
          if (dueDate >= dueBefore) return [];
          return [
            {
              source: "responsibilityCoverage",
              id: `${organization.id}:${responsibility.id}`,
              title: responsibility.nameEn,
              dueDate,
              organizationId: organization.id,
              responsibleUserId: null,
              href: `${DELEGATION}#coverage`,
              subjectKey: responsibility.code ?? responsibility.id,
            },
          ];
        }),
    );
    return items.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime()).slice(0, limit);
  },
};
