import "server-only";
import { db } from "@/lib/platform/db";
import type { DueItem, DueSource } from "@/lib/platform/recurrence/sources";
import type { Prisma } from "@/lib/generated/prisma/client";
import { OPEN_ACTION_STATUSES } from "./choices";

const dueSelect = {
  id: true,
  title: true,
  dueDate: true,
  effectivenessDueDate: true,
  organizationId: true,
  eventId: true,
  event: { select: { title: true } },
  responsible: { select: { userId: true } },
} satisfies Prisma.ActionSelect;

type DueRow = Prisma.ActionGetPayload<{ select: typeof dueSelect }>;

const open = { status: { in: [...OPEN_ACTION_STATUSES] }, archivedDate: null } satisfies Prisma.ActionWhereInput;

const responsibleOf = (userId: string | undefined) => (userId ? { responsible: { userId } } : {});

const item = (source: string, row: DueRow, dueDate: Date, href: string): DueItem => ({
  source,
  id: row.id,
  title: row.event ? `${row.title} (${row.event.title})` : row.title,
  dueDate,
  organizationId: row.organizationId,
  responsibleUserId: row.responsible?.userId ?? null,
  href,
});

/**
 * The open corrective and preventive actions of events, each due on its due date. Event handling is
 * part of LIMITED access, so these stay with the event's screen, which every organization has.
 */
export const eventActionsDue: DueSource = {
  key: "eventActions",
  feature: "LIMITED",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    const rows = await db().action.findMany({
      where: {
        organizationId: { in: organizationIds },
        source: "EVENT",
        dueDate: { lt: dueBefore },
        ...open,
        event: { archivedDate: null },
        ...responsibleOf(responsibleUserId),
      },
      orderBy: [{ dueDate: "asc" }, { id: "asc" }],
      take: limit,
      select: dueSelect,
    });
    return rows.map((row) => item("eventActions", row, row.dueDate!, `/evaluation/event-handling/${row.eventId}`));
  },
};

/** The open actions of every other source (the plan's own, inspections' findings), each on its due date. */
export const actionsDue: DueSource = {
  key: "actions",
  feature: "FULL",
  overdueList: "/planning/action-plan?overdue=true",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    const rows = await db().action.findMany({
      where: {
        organizationId: { in: organizationIds },
        source: { not: "EVENT" },
        dueDate: { lt: dueBefore },
        ...open,
        ...responsibleOf(responsibleUserId),
      },
      orderBy: [{ dueDate: "asc" }, { id: "asc" }],
      take: limit,
      select: dueSelect,
    });
    return rows.map((row) => item("actions", row, row.dueDate!, `/planning/action-plan/${row.id}`));
  },
};

/** Done actions whose effectiveness is to be checked (ISO 10.2 f), on the day set for the check. */
export const actionEffectivenessDue: DueSource = {
  key: "actionEffectiveness",
  feature: "FULL",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    const rows = await db().action.findMany({
      where: {
        organizationId: { in: organizationIds },
        status: "DONE",
        archivedDate: null,
        effectivenessDueDate: { lt: dueBefore },
        ...responsibleOf(responsibleUserId),
      },
      orderBy: [{ effectivenessDueDate: "asc" }, { id: "asc" }],
      take: limit,
      select: dueSelect,
    });
    return rows.map((row) =>
      item("actionEffectiveness", row, row.effectivenessDueDate!, `/planning/action-plan/${row.id}`),
    );
  },
};
