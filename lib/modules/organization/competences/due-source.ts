import "server-only";
import { db } from "@/lib/platform/db";
import type { DueSource } from "@/lib/platform/recurrence/sources";

/**
 * A member's competence falls due on its next due date once acquired, else on its acquisition
 * deadline; one required without a deadline and never acquired is missing (overdue whatever the
 * query's dates), wanted since it was required. The member is responsible for it; the item opens
 * the member's page.
 */
export const competencesDue: DueSource = {
  key: "competences",
  feature: "LIMITED",
  list: async ({ organizationIds, dueBefore, responsibleUserId, limit }) => {
    const member = {
      organizationId: { in: organizationIds },
      status: "ACTIVE" as const,
      ...(responsibleUserId && { userId: responsibleUserId }),
    };
    const select = {
      id: true,
      nextDueDate: true,
      acquisitionDeadline: true,
      createdDate: true,
      competence: { select: { name: true } },
      membership: { select: { id: true, userId: true, userName: true, organizationId: true } },
    } as const;
    const where = { membership: member, competence: { archivedDate: null } };
    // one read per kind of date, merged: a requirement falls due by one of them, or is missing
    const [renewals, firstAcquisitions, missing] = await Promise.all([
      db().competenceRequirement.findMany({
        where: { ...where, lastAcquisitionDate: { not: null }, nextDueDate: { lt: dueBefore } },
        select,
        orderBy: [{ nextDueDate: "asc" }, { id: "asc" }],
        take: limit,
      }),
      db().competenceRequirement.findMany({
        where: { ...where, lastAcquisitionDate: null, acquisitionDeadline: { lt: dueBefore } },
        select,
        orderBy: [{ acquisitionDeadline: "asc" }, { id: "asc" }],
        take: limit,
      }),
      db().competenceRequirement.findMany({
        where: { ...where, lastAcquisitionDate: null, acquisitionDeadline: null },
        select,
        orderBy: [{ createdDate: "asc" }, { id: "asc" }],
        take: limit,
      }),
    ]);
    const item = (row: (typeof renewals)[number], dueDate: Date, isMissing: boolean) => ({
      source: "competences",
      id: row.id,
      title: `${row.competence.name}: ${row.membership.userName}`,
      dueDate,
      organizationId: row.membership.organizationId,
      responsibleUserId: row.membership.userId,
      href: `/organization/members-roles-and-competences/members/${row.membership.id}`,
      missing: isMissing,
    });
    return [
      ...[...renewals, ...firstAcquisitions].map((row) =>
        item(row, (row.nextDueDate ?? row.acquisitionDeadline)!, false),
      ),
      // the day it was required, as a calendar date
      ...missing.map((row) => item(row, new Date(`${row.createdDate.toISOString().slice(0, 10)}T00:00:00Z`), true)),
    ];
  },
};
