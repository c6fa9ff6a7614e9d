import "server-only";
import { db } from "@/lib/platform/db";
import type { DueSource } from "@/lib/platform/recurrence/sources";
import { objectiveSelect } from "./dto";
import { progressOfRow } from "./data";

/**
 * Objectives off track: each falls due the day after the month whose figure put it off track (the
 * latest one read), so the dashboard, the digests and the calendar show it until it is back on
 * track. The responsible member's to act on.
 */
export const objectivesOffTrackDue: DueSource = {
  key: "objectivesOffTrack",
  feature: "FULL",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    const rows = await db().objective.findMany({
      where: {
        organizationId: { in: organizationIds },
        archivedDate: null,
        ...(responsibleUserId ? { responsible: { userId: responsibleUserId } } : {}),
      },
      select: { ...objectiveSelect, responsible: { select: { userId: true } } },
      orderBy: [{ targetDate: "asc" }, { id: "asc" }],
    });
    const items = [];
    for (const row of rows) {
      const progress = await progressOfRow({ ...row, responsible: null });
      if (progress.status !== "OFF_TRACK" || !progress.latest) continue;
      const [year, month] = progress.latest.month.split("-").map(Number);
      const dueDate = new Date(Date.UTC(year!, month!, 1));
      if (dueDate >= dueBefore) continue;
      items.push({
        source: "objectivesOffTrack",
        id: row.id,
        title: row.title,
        dueDate,
        organizationId: row.organizationId,
        responsibleUserId: row.responsible?.userId ?? null,
        href: `/planning/objectives/${row.id}`,
      });
    }
    return items.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime()).slice(0, limit);
  },
};
