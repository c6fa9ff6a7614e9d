import { satisfies, type Grants } from "@/lib/platform/auth/scopes";
import {
  GROUP_REQUIREMENTS,
  MENU_ENTRIES,
  MENU_GROUPS,
  MOBILE_ACTIONS,
  type MenuEntry,
  type MenuGroup,
} from "@/lib/platform/routes";

export type VisibleGroup = { group: MenuGroup; entries: MenuEntry[] };

/**
 * The menu a user sees: entries the user's scopes allow, and under LIMITED
 * feature access only the entries marked available. Empty groups disappear.
 */
export function visibleMenu(grants: Grants, featureAccess: "FULL" | "LIMITED"): VisibleGroup[] {
  return MENU_GROUPS.map((group) => ({
    group,
    entries: MENU_ENTRIES.filter(
      (entry) =>
        entry.group === group &&
        satisfies(grants, entry.requires) &&
        satisfies(grants, GROUP_REQUIREMENTS[group] ?? {}) &&
        (featureAccess === "FULL" || entry.limited),
    ),
  })).filter((group) => group.entries.length > 0);
}

export function visibleMobileActions(grants: Grants) {
  return MOBILE_ACTIONS.filter((action) => satisfies(grants, action.requires));
}
