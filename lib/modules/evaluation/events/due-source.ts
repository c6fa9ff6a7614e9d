import "server-only";
import { db } from "@/lib/platform/db";
import type { DueSource } from "@/lib/platform/recurrence/sources";

/** The open corrective and preventive actions of events, each due on its due date. */
export const eventActionsDue: DueSource = {
  key: "eventActions",
  // event handling is part of LIMITED access
  feature: "LIMITED",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    const rows = await db().eventAction.findMany({
      where: {
        organizationId: { in: organizationIds },
        dueDate: { lt: dueBefore },
        doneDate: null,
        waived: false,
        event: { archivedDate: null },
        ...(responsibleUserId ? { responsible: { userId: responsibleUserId } } : {}),
      },
      orderBy: [{ dueDate: "asc" }, { id: "asc" }],
      take: limit,
      select: {
        id: true,
        description: true,
        dueDate: true,
        organizationId: true,
        eventId: true,
        event: { select: { title: true } },
        responsible: { select: { userId: true } },
      },
    });
    return rows.map((row) => ({
      source: "eventActions",
      id: row.id,
      title: `${row.description} (${row.event.title})`,
      dueDate: row.dueDate!,
      organizationId: row.organizationId,
      responsibleUserId: row.responsible?.userId ?? null,
      href: `/evaluation/event-handling/${row.eventId}`,
    }));
  },
};
