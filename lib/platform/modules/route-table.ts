// THE route table, assembled from the modules' manifests: every screen path, its required scope,
// its menu entry and LIMITED availability. The guard in proxy.ts, the menu, the dashboard and the
// tests that walk every route all read it; there is no other. A screen's scope and LIMITED
// availability come from the operation its module declares, the same declaration its API is
// checked against.
import { openUnder, requirementOf, type FeatureAccess, type Operation } from "@/lib/platform/auth/access";
import { satisfies, type Grants, type Requirement } from "@/lib/platform/auth/scopes";
import { GROUP_REQUIREMENTS, MENU_GROUPS, type MenuGroup, type ModuleManifest, type PlannedSpec } from "./manifest";

export type ScreenRoute = {
  /** Next-style pattern: `[name]` is one path segment. */
  path: string;
  requires: Requirement;
  /** Plain-id detail routes: when the id is "new" a READ user may open it. */
  plainIdDetail?: boolean;
  /** Under LIMITED feature access only routes marked so are open. */
  limited: boolean;
  /** The declaration both fields above come from (the API behind the screen reads it too). */
  operation: Operation;
  /** The manifest that declares the screen. */
  module: string;
  redirectTo?: string;
};

export type MenuEntry = {
  group: MenuGroup;
  key: string;
  href?: string;
  requires: Requirement;
  limited: boolean;
  /** A placeholder for a module that does not exist yet. */
  disabled: boolean;
};

type QuickAction = { key: string; href?: string; enabled: boolean; requires: Requirement; carriesOrigin?: boolean };

export type RouteTable = {
  screens: readonly ScreenRoute[];
  menu: readonly MenuEntry[];
  quickActions: readonly QuickAction[];
};

/** Public screens: no sign-in needed. */
export const PUBLIC_PATTERNS = [
  "/",
  "/reset-password",
  "/leadership/policies/[id]/public",
  "/operation/procedures/[id]/public",
];

const READ: Requirement = { org: "READ" };

/** A screen needs what its operation needs; a system operation's screen sits in the layout, which needs READ. */
function screenRequirement(operation: Operation): Requirement {
  const requirement = requirementOf(operation);
  return requirement.system && !requirement.org ? { org: "READ", ...requirement } : requirement;
}

/** The table of these manifests, with the planned entries shown disabled in their places. */
export function assembleRouteTable(manifests: readonly ModuleManifest[], planned: readonly PlannedSpec[]): RouteTable {
  const screens: ScreenRoute[] = manifests.flatMap((manifest) =>
    (manifest.screens ?? []).map((screen) => ({
      path: screen.path,
      requires: screenRequirement(screen.operation),
      limited: screen.operation.limited,
      operation: screen.operation,
      module: manifest.key,
      plainIdDetail: screen.plainId,
      redirectTo: screen.redirectTo,
    })),
  );
  const screenOf = (href: string) => {
    const screen = screens.find((route) => route.path === href);
    if (!screen) throw new Error(`The menu names ${href}, which no manifest declares as a screen`);
    return screen;
  };
  const built = manifests.flatMap((manifest) => manifest.menu ?? []);
  const menu = MENU_GROUPS.flatMap((group) =>
    [
      ...built.filter((entry) => entry.group === group),
      ...planned.filter((entry) => entry.group === group).map((entry) => ({ ...entry, href: undefined })),
    ]
      .sort((a, b) => a.position - b.position)
      .map(({ key, href }): MenuEntry => {
        const screen = href ? screenOf(href) : undefined;
        return {
          group,
          key,
          href,
          requires: { ...(screen?.requires ?? READ), ...GROUP_REQUIREMENTS[group] },
          limited: screen?.limited ?? false,
          disabled: !screen,
        };
      }),
  );
  const quickActions = [
    ...manifests.flatMap((manifest) => manifest.quickActions ?? []).map((action) => ({ ...action, enabled: true })),
    ...planned
      .filter((entry) => entry.group === "quickActions")
      .map((entry) => ({
        key: entry.key,
        position: entry.position,
        requires: READ,
        enabled: false,
        href: undefined,
        carriesOrigin: undefined,
      })),
  ]
    .sort((a, b) => a.position - b.position)
    .map(({ key, href, enabled, requires, carriesOrigin }) => ({
      key,
      href,
      enabled,
      requires,
      ...(carriesOrigin ? { carriesOrigin } : {}),
    }));
  return { screens, menu, quickActions };
}

const segments = (path: string) => path.split("/").filter(Boolean);

/** Matches a concrete path against a pattern; returns the parameters or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const dynamic = /^\[(.+)\]$/.exec(want[i]);
    if (dynamic) params[dynamic[1]] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

/** The route for a path; a literal segment beats a parameter (`/meters/new/x` over `/meters/[id]/…`). */
export function findRoute(
  table: RouteTable,
  pathname: string,
): { route: ScreenRoute; params: Record<string, string> } | null {
  let best: { route: ScreenRoute; params: Record<string, string>; literals: number } | null = null;
  for (const route of table.screens) {
    const params = matchPattern(route.path, pathname);
    if (!params) continue;
    const literals = segments(route.path).filter((segment) => !segment.startsWith("[")).length;
    if (!best || literals > best.literals) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
}

export const isPublicPath = (pathname: string) => PUBLIC_PATTERNS.some((pattern) => matchPattern(pattern, pathname));

/** What opening this path needs (the "new" rule of plain-id detail routes included). */
export function requirementFor(route: ScreenRoute, params: Record<string, string>): Requirement {
  // the system scope of an admin route still applies to "new"
  if (route.plainIdDetail && params.id === "new") return { ...route.requires, org: "READ" };
  return route.requires;
}

export type ScreenAccess = { grants: Grants; featureAccess: FeatureAccess };

/** Why a matched screen is closed to this person: their role, the organization's feature access, or not at all. */
export function screenRefusal(
  match: { route: ScreenRoute; params: Record<string, string> },
  access: ScreenAccess,
): "role" | "featureAccess" | null {
  const { grants, featureAccess } = access;
  if (!satisfies(grants, { org: "READ" }) || !satisfies(grants, requirementFor(match.route, match.params)))
    return "role";
  return openUnder(match.route.operation, grants, featureAccess) ? null : "featureAccess";
}

/**
 * Whether this person may open the screen at `href` (its query aside): a link is drawn only where it
 * leads somewhere the person may go, never to "No access".
 */
export function mayOpen(table: RouteTable, href: string, access: ScreenAccess): boolean {
  const match = findRoute(table, href.split(/[?#]/)[0]);
  return match !== null && screenRefusal(match, access) === null;
}
