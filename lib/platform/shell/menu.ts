import { satisfies, type Grants } from "@/lib/platform/auth/scopes";
import { GROUP_REQUIREMENTS, MENU_GROUPS, type MenuGroup } from "@/lib/platform/modules/manifest";
import { mayOpen, type MenuEntry, type RouteTable } from "@/lib/platform/modules/route-table";

export type VisibleGroup = { group: MenuGroup; entries: MenuEntry[] };

/**
 * The menu a user sees: entries the user's scopes allow, and under LIMITED
 * feature access only the entries marked available. Empty groups disappear.
 */
export function visibleMenu(table: RouteTable, grants: Grants, featureAccess: "FULL" | "LIMITED"): VisibleGroup[] {
  return MENU_GROUPS.map((group) => ({
    group,
    entries: table.menu.filter(
      (entry) =>
        entry.group === group &&
        satisfies(grants, entry.requires) &&
        satisfies(grants, GROUP_REQUIREMENTS[group] ?? {}) &&
        (featureAccess === "FULL" || entry.limited),
    ),
  })).filter((group) => group.entries.length > 0);
}

/**
 * The quick actions a user may use: those still to come are not offered (the menu shows them), nor,
 * under LIMITED feature access, one whose screen that access keeps closed.
 */
export function visibleMobileActions(table: RouteTable, grants: Grants, featureAccess: "FULL" | "LIMITED" = "FULL") {
  return table.quickActions.filter(
    (action) =>
      action.enabled &&
      satisfies(grants, action.requires) &&
      (featureAccess === "FULL" || !action.href || mayOpen(table, action.href, { grants, featureAccess })),
  );
}
