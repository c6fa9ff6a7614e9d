import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { dueSources } from "@/lib/modules/due-sources";
import { recentEvents } from "@/lib/modules/evaluation/events/data";
import { eventStatistics } from "@/lib/modules/evaluation/events/statistics";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { permits } from "@/lib/platform/auth/access";
import { groupBySource, isOverdueLine, type DueGroup, type DueLine } from "./due-lines";
import type { DashboardWho } from "./due-links";
import { readDue } from "./due-reading";
import { energyAndCarbon, type EnergyAndCarbon } from "./energy-and-carbon";

export type { DashboardWho } from "./due-links";

export type DashboardData = {
  today: Date;
  /** Overdue lines (missing items included), folded across organizations, earliest first. */
  overdue: DueLine[];
  dueSoon: DueLine[];
  /** The overdue lines by source, each with its count. */
  overdueGroups: DueGroup[];
  /** Each source's module list filtered to its overdue items, where the module has one. */
  overdueLists: Record<string, string>;
  /** true when there were more items than the dashboard reads: the counts are a lower bound */
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
  const [reading, sources] = await Promise.all([
    readDue(context, { responsibleUserId: who === "mine" ? context.user.id : undefined }, now),
    dueSources(),
  ]);
  // the active organization is always within its own subtree
  const { today, lines, truncated, organizations } = reading!;
  const organizationIds = organizations.map((organization) => organization.id);
  const [statistics, events, meterFigures] = await Promise.all([
    eventStatistics(organizationIds, now),
    recentEvents(organizationIds, 5),
    permits(carbonAccess.read, context) ? energyAndCarbon(organizationIds, today) : null,
  ]);
  const overdue = lines.filter(isOverdueLine);
  return {
    today,
    overdue,
    dueSoon: lines.filter((line) => !isOverdueLine(line)),
    overdueGroups: groupBySource(overdue),
    overdueLists: Object.fromEntries(
      sources.flatMap((source) => (source.overdueList ? [[source.key, source.overdueList]] : [])),
    ),
    truncated,
    openEvents: statistics.open,
    daysSinceLastAccident: statistics.daysSinceLastAccident,
    recentEvents: events,
    organizationNames: Object.fromEntries(organizations.map((organization) => [organization.id, organization.name])),
    energyAndCarbon: meterFigures,
  };
}
