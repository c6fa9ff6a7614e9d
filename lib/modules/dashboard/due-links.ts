// Where the dashboard's and the due list's links lead: the due list with its filters, a group's
// count, a line's item. Pure, so the rules are unit-tested.
import { inOrganization } from "@/lib/platform/http/organization-link";
import type { DueLine } from "./due-lines";

export const DUE_LIST_PATH = "/dashboard/due";

export type DashboardWho = "mine" | "everyone";

/** The due list's state in its address; absent filters are left out. */
export type DueListParams = {
  who: DashboardWho;
  status?: "OVERDUE" | "DUE_SOON";
  source?: string;
  organizationId?: string;
  responsibleUserId?: string;
  page?: number;
  size?: number;
};

/** The due list's address for the given state ("mine" is its default and is left out). */
export function dueListHref(params: DueListParams): string {
  const search = new URLSearchParams();
  if (params.who === "everyone") search.set("who", "everyone");
  for (const name of ["status", "source", "organizationId", "responsibleUserId"] as const) {
    const value = params[name];
    if (value) search.set(name, value);
  }
  if (params.page) search.set("page", String(params.page));
  if (params.size) search.set("size", String(params.size));
  const query = search.toString();
  return query ? `${DUE_LIST_PATH}?${query}` : DUE_LIST_PATH;
}

/**
 * Where an overdue group's count leads: the module's own list filtered to its overdue items when
 * that list shows exactly what the count counts (the source names such a list, everyone's items
 * are shown, every line is the active organization's alone, and the person may open the list);
 * else the due list filtered to the source's overdue items, which always shows the same lines.
 */
export function overdueGroupHref(
  group: { source: string; lines: readonly DueLine[] },
  options: {
    who: DashboardWho;
    activeOrganizationId: string;
    overdueList: string | undefined;
    mayOpen: (href: string) => boolean;
  },
): string {
  const onlyActive = group.lines.every(
    (line) => line.organizationIds.length === 1 && line.organizationIds[0] === options.activeOrganizationId,
  );
  if (options.overdueList && options.who === "everyone" && onlyActive && options.mayOpen(options.overdueList)) {
    return options.overdueList;
  }
  return dueListHref({ who: options.who, status: "OVERDUE", source: group.source });
}

/**
 * A line's link: its item in the active organization when it has one there, else its first item in
 * an organization below, and only where the person may open the item's screen in that organization.
 * The screens read the active organization, so an item below it opens through a link that makes its
 * organization the active one (`inOrganization`).
 */
export function lineHref(
  line: DueLine,
  options: { activeOrganizationId: string; mayOpen: (href: string, organizationId: string) => boolean },
): string | null {
  const own = line.items.find((entry) => entry.organizationId === options.activeOrganizationId);
  const item = [own, ...line.items].find((entry) => entry && options.mayOpen(entry.href, entry.organizationId));
  if (!item) return null;
  return item.organizationId === options.activeOrganizationId
    ? item.href
    : inOrganization(item.href, item.organizationId);
}
