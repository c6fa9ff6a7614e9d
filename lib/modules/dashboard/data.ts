import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { calendarToday, DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import type { DueItem } from "@/lib/platform/recurrence/sources";
import { listDue } from "@/lib/modules/due-sources";
import { recentEvents } from "@/lib/modules/evaluation/events/data";
import { eventStatistics } from "@/lib/modules/evaluation/events/statistics";
import { descendantIds } from "@/lib/modules/organization/structure/tree";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { permits } from "@/lib/platform/auth/access";
import { energyAndCarbon, type EnergyAndCarbon } from "./energy-and-carbon";

/** How many due items the dashboard reads at most; beyond it, the counts say "at least". */
const DUE_ITEM_LIMIT = 500;

export type DashboardWho = "mine" | "everyone";

export type DashboardData = {
  today: Date;
  overdue: DueItem[];
  dueSoon: DueItem[];
  /** overdue items per source key */
  overdueBySource: Record<string, number>;
  /** true when there were more items than the dashboard reads */
  truncated: boolean;
  openEvents: number;
  daysSinceLastAccident: number | null;
  recentEvents: Awaited<ReturnType<typeof recentEvents>>;
  /** the names of the organizations the items belong to */
  organizationNames: Record<string, string>;
  /** this year's energy and CO2 against last year's; null for those who may not read them */
  energyAndCarbon: EnergyAndCarbon | null;
};

/**
 * What the dashboard shows for the active organization and everything below it: the due items of
 * every registered source (the person's own, or everyone's), split into overdue and due soon, and
 * the figures of the events and meters modules.
 */
export async function dashboardData(context: OrgContext, who: DashboardWho, now = new Date()): Promise<DashboardData> {
  const organizationIds = [context.organizationId, ...(await descendantIds(db(), context.organizationId))];
  const today = calendarToday(now);
  const [due, statistics, events, organizations, meterFigures] = await Promise.all([
    listDue(
      {
        organizationIds,
        dueBefore: addDays(today, DUE_SOON_DAYS + 1),
        // an item with a reminder lead time of its own (an agreement's) is due soon by that
        today,
        responsibleUserId: who === "mine" ? context.user.id : undefined,
        limit: DUE_ITEM_LIMIT,
      },
      { feature: context.featureAccess },
    ),
    eventStatistics(organizationIds, now),
    recentEvents(organizationIds, 5),
    db().organization.findMany({ where: { id: { in: organizationIds } }, select: { id: true, name: true } }),
    permits(carbonAccess.read, context) ? energyAndCarbon(organizationIds, today) : null,
  ]);
  const overdue = due.filter((item) => item.dueDate.getTime() < today.getTime());
  const overdueBySource: Record<string, number> = {};
  for (const item of overdue) overdueBySource[item.source] = (overdueBySource[item.source] ?? 0) + 1;
  return {
    today,
    overdue,
    dueSoon: due.filter((item) => item.dueDate.getTime() >= today.getTime()),
    overdueBySource,
    truncated: due.length >= DUE_ITEM_LIMIT,
    openEvents: statistics.open,
    daysSinceLastAccident: statistics.daysSinceLastAccident,
    recentEvents: events,
    organizationNames: Object.fromEntries(organizations.map((organization) => [organization.id, organization.name])),
    energyAndCarbon: meterFigures,
  };
}
