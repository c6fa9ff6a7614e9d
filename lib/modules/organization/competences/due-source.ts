import "server-only";
import { db } from "@/lib/platform/db";
import type { DueSource } from "@/lib/platform/recurrence/sources";

/**
 * A member's competence falls due on its next due date once acquired, else on its acquisition
 * deadline. The member is responsible for renewing it; the item opens the member's page.
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
      competence: { select: { name: true } },
      membership: { select: { id: true, userId: true, userName: true, organizationId: true } },
    } as const;
    const where = { membership: member, competence: { archivedDate: null } };
    // two indexed reads, one per kind of date, merged: a requirement falls due by one of them
    const [renewals, firstAcquisitions] = await Promise.all([
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
    ]);
    return [...renewals, ...firstAcquisitions].map((row) => ({
      source: "competences",
      id: row.id,
      title: `${row.competence.name}: ${row.membership.userName}`,
      dueDate: (row.nextDueDate ?? row.acquisitionDeadline)!,
      organizationId: row.membership.organizationId,
      responsibleUserId: row.membership.userId,
      href: `/organization/members-roles-and-competences/members/${row.membership.id}`,
    }));
  },
};
