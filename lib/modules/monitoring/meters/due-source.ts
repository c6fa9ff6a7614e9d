import "server-only";
import { db } from "@/lib/platform/db";
import type { DueSource } from "@/lib/platform/recurrence/sources";

/**
 * A meter read on a frequency falls due for its next reading (its latest reading plus the
 * frequency). A meter has no responsible person: it is listed for the organization, never for one
 * person's own items.
 */
export const meterReadingsDue: DueSource = {
  key: "meterReadings",
  feature: "LIMITED",
  // the meter list's status filter compares the same next reading date with today
  overdueList: "/monitoring/meters?status=OVERDUE",
  list: async ({ organizationIds, dueBefore, responsibleUserId, limit }) => {
    if (responsibleUserId) return [];
    const rows = await db().meter.findMany({
      where: { organizationId: { in: organizationIds }, archivedDate: null, nextReadingDate: { lt: dueBefore } },
      select: { id: true, name: true, nextReadingDate: true, organizationId: true },
      orderBy: [{ nextReadingDate: "asc" }, { id: "asc" }],
      take: limit,
    });
    return rows.map((row) => ({
      source: "meterReadings",
      id: row.id,
      title: row.name,
      dueDate: row.nextReadingDate!,
      organizationId: row.organizationId,
      responsibleUserId: null,
      href: `/monitoring/meters/${row.id}`,
    }));
  },
};
