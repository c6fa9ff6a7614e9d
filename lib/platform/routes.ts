// THE route table: every screen path, its required scope, its menu entry,
// LIMITED availability and whether its module is built. The guard in proxy.ts, the menu, the
// dashboard and the tests that walk every route all read this list; there is no other.
import type { Requirement } from "@/lib/platform/auth/scopes";

export type MenuGroup =
  | "dashboard"
  | "admin"
  | "organization"
  | "leadership"
  | "planning"
  | "operation"
  | "documents"
  | "monitoring"
  | "chemicals"
  | "evaluation";

export const MENU_GROUPS: readonly MenuGroup[] = [
  "dashboard",
  "admin",
  "organization",
  "leadership",
  "planning",
  "operation",
  "documents",
  "monitoring",
  "chemicals",
  "evaluation",
];

/** What a whole menu group needs besides each entry's own requirement. */
export const GROUP_REQUIREMENTS: Partial<Record<MenuGroup, Requirement>> = {
  admin: { system: "MAINTAIN" },
  planning: { org: "MANAGE" },
};

export type ScreenRoute = {
  /** Next-style pattern: `[name]` is one path segment. */
  path: string;
  requires: Requirement;
  /** Plain-id detail routes: when the id is "new" a READ user may open it. */
  plainIdDetail?: boolean;
  /** Under LIMITED feature access only routes marked so are open. */
  limited: boolean;
  /** The module behind the route exists; unbuilt ones are shown disabled in the menu. */
  built: boolean;
  redirectTo?: string;
};

export type MenuEntry = {
  group: MenuGroup;
  key: string;
  href?: string;
  requires: Requirement;
  limited: boolean;
  /** A placeholder for a module that does not exist yet, or a route whose module is not built. */
  disabled: boolean;
};

const READ: Requirement = { org: "READ" };
const EDIT: Requirement = { org: "EDIT" };
const MANAGE: Requirement = { org: "MANAGE" };
const MAINTAIN: Requirement = { org: "READ", system: "MAINTAIN" };

/** Modules that exist in this build; a route is built when its path starts with one of them. */
const BUILT_PREFIXES = [
  "/dashboard",
  "/events/new",
  "/unauthorized",
  "/organization/manage-organization",
  "/organization/members-roles-and-competences",
  "/organization/scope",
  "/organization/stakeholders",
  "/admin/stakeholders",
];

type Spec = [
  path: string,
  requires: Requirement,
  options?: { limited?: boolean; plainId?: boolean; redirectTo?: string },
];

const SPECS: Spec[] = [
  ["/dashboard", READ, { limited: true }],
  ["/unauthorized", {}, { limited: true }],
  ["/events/new", EDIT, { limited: true }],

  ["/organization", READ, { limited: true, redirectTo: "/organization/members-roles-and-competences" }],
  ["/organization/members-roles-and-competences", READ, { limited: true }],
  ["/organization/members-roles-and-competences/members/[id]", MANAGE, { limited: true, plainId: true }],
  ["/organization/members-roles-and-competences/members/[id]/edit", MANAGE, { limited: true }],
  ["/organization/members-roles-and-competences/competences/[id]", EDIT, { limited: true, plainId: true }],
  ["/organization/members-roles-and-competences/competences/[id]/edit", EDIT, { limited: true }],
  ["/organization/members-roles-and-competences/roles/[id]", MANAGE, { limited: true, plainId: true }],
  ["/organization/members-roles-and-competences/roles/[id]/edit", MANAGE, { limited: true }],
  ["/organization/scope", READ, { limited: true }],
  ["/organization/scope/edit", EDIT, { limited: true }],
  ["/organization/scope/versions", READ, { limited: true }],
  ["/organization/manage-organization", MANAGE],
  ["/organization/manage-organization/[id]/edit", MANAGE],
  ["/organization/manage-organization/[parentId]/subsidiary/[id]/edit", MANAGE],
  ["/organization/manage-organization/[parentId]/department/[id]/edit", MANAGE],
  ["/organization/stakeholders", READ, { limited: true }],
  ["/organization/stakeholders/[id]", READ, { limited: true, plainId: true }],
  ["/organization/stakeholders/[id]/edit", EDIT, { limited: true }],

  ["/leadership/policies", READ, { limited: true }],
  ["/leadership/policies/[id]", READ, { limited: true, plainId: true }],
  ["/leadership/policies/[id]/edit", EDIT, { limited: true }],
  ["/leadership/policies/[id]/versions", EDIT, { limited: true }],

  ["/operation/procedures", READ, { limited: true }],
  ["/operation/procedures/[id]", READ, { limited: true, plainId: true }],
  ["/operation/procedures/[id]/edit", EDIT, { limited: true }],
  ["/operation/procedures/[id]/versions", EDIT, { limited: true }],

  ["/documents/binding-obligations", READ, { limited: true }],
  ["/documents/binding-obligations/[id]", READ, { limited: true, plainId: true }],
  ["/documents/own-documents", READ, { limited: true }],
  ["/documents/own-documents/[id]", READ, { limited: true, plainId: true }],
  ["/documents/own-documents/[id]/edit", EDIT, { limited: true }],

  ["/monitoring", READ, { redirectTo: "/monitoring/control-book" }],
  ["/monitoring/control-book", READ],
  ["/monitoring/control-book/inspections/[id]", EDIT, { plainId: true }],
  ["/monitoring/control-book/inspections/[id]/edit", EDIT],
  ["/monitoring/control-book/agreements/[id]", EDIT, { plainId: true }],
  ["/monitoring/control-book/agreements/[id]/edit", EDIT],
  ["/monitoring/meters", READ, { limited: true }],
  ["/monitoring/meters/new/[meterType]", EDIT, { limited: true }],
  ["/monitoring/meters/[id]", READ, { limited: true, plainId: true }],
  ["/monitoring/meters/[id]/edit", EDIT, { limited: true }],
  ["/monitoring/meters/[id]/readings/[readingId]", READ, { limited: true }],
  ["/monitoring/meters/[id]/readings/[readingId]/edit", EDIT, { limited: true }],
  ["/monitoring/waste", READ, { limited: true }],
  ["/monitoring/waste/[wasteHandlerAssociationId]/edit", EDIT, { limited: true }],
  ["/monitoring/waste/[wasteHandlerAssociationId]/registrations/new", EDIT, { limited: true }],
  ["/monitoring/waste/[wasteHandlerAssociationId]/registrations/[bulkRegistrationId]/edit", EDIT, { limited: true }],
  ["/monitoring/waste/[wasteHandlerAssociationId]/arrangements/[arrangementId]", EDIT, { limited: true }],
  ["/monitoring/waste/[wasteHandlerAssociationId]/arrangements/[arrangementId]/edit", EDIT, { limited: true }],
  ["/monitoring/machines", READ],
  ["/monitoring/machines/[id]", READ, { plainId: true }],
  ["/monitoring/machines/[id]/edit", EDIT],

  ["/chemicals", READ, { redirectTo: "/chemicals/my-chemicals" }],
  ["/chemicals/my-chemicals", READ],
  ["/chemicals/my-chemicals/[id]", READ, { plainId: true }],
  ["/chemicals/my-chemicals/[id]/edit", EDIT],

  ["/evaluation/event-handling", READ, { limited: true }],
  ["/evaluation/event-handling/[id]", READ, { limited: true, plainId: true }],

  ["/admin/chemicals", MAINTAIN],
  ["/admin/chemicals/[id]", MAINTAIN, { plainId: true }],
  ["/admin/chemicals/[id]/edit", MAINTAIN],
  ["/admin/substances", MAINTAIN],
  ["/admin/substances/[id]", MAINTAIN, { plainId: true }],
  ["/admin/substances/[id]/edit", MAINTAIN],
  ["/admin/waste-types", MAINTAIN],
  ["/admin/emission-factors", MAINTAIN],
  ["/admin/emission-factors/new/[meterType]", MAINTAIN],
  ["/admin/emission-factors/[id]/edit", MAINTAIN],
  ["/admin/legislation", MAINTAIN],
  ["/admin/legislation/new", MAINTAIN],
  ["/admin/legislation/[id]/edit", MAINTAIN],
  ["/admin/stakeholders", MAINTAIN],
  ["/admin/stakeholders/new", MAINTAIN],
  ["/admin/stakeholders/[id]/edit", MAINTAIN],
  ["/admin/procedure-templates", MAINTAIN],
  ["/admin/procedure-templates/new", MAINTAIN],
  ["/admin/procedure-templates/[id]/edit", MAINTAIN],
];

const isBuilt = (path: string) => BUILT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const SCREEN_ROUTES: readonly ScreenRoute[] = SPECS.map(([path, requires, options = {}]) => ({
  path,
  requires,
  limited: options.limited ?? false,
  plainIdDetail: options.plainId,
  redirectTo: options.redirectTo,
  built: isBuilt(options.redirectTo ?? path),
}));

/** Public screens: no sign-in needed. */
export const PUBLIC_PATTERNS = [
  "/",
  "/reset-password",
  "/leadership/policies/[id]/public",
  "/operation/procedures/[id]/public",
];

type Item = [key: string, href: string | null, requires?: Requirement];

/** The menu: entries with href null are placeholders for modules to come. */
const MENU: Record<MenuGroup, Item[]> = {
  dashboard: [["dashboard", "/dashboard"]],
  admin: [
    ["chemicals", "/admin/chemicals"],
    ["substances", "/admin/substances"],
    ["legislation", "/admin/legislation"],
    ["questionnaires", null],
    ["emissionFactors", "/admin/emission-factors"],
    ["wasteTypes", "/admin/waste-types"],
    ["stakeholders", "/admin/stakeholders"],
    ["agreementTemplates", null],
    ["procedureTemplates", "/admin/procedure-templates"],
  ],
  organization: [
    ["members", "/organization/members-roles-and-competences"],
    ["scope", "/organization/scope"],
    ["manageOrganization", "/organization/manage-organization"],
    ["stakeholders", "/organization/stakeholders"],
  ],
  leadership: [
    ["policies", "/leadership/policies"],
    ["delegation", null],
  ],
  planning: [
    ["riskAssessment", null],
    ["aspects", null],
    ["objectives", null],
    ["actionPlan", null],
  ],
  operation: [
    ["procedures", "/operation/procedures"],
    ["competence", null],
    ["communication", null],
  ],
  documents: [
    ["bindingObligations", "/documents/binding-obligations"],
    ["ownDocuments", "/documents/own-documents"],
  ],
  monitoring: [
    ["controlBook", "/monitoring/control-book"],
    ["meters", "/monitoring/meters"],
    ["waste", "/monitoring/waste"],
    ["machines", "/monitoring/machines"],
    ["listsReports", null],
    ["performanceOverview", null],
  ],
  chemicals: [["myChemicals", "/chemicals/my-chemicals"]],
  evaluation: [
    ["eventHandling", "/evaluation/event-handling"],
    ["complianceEvaluation", null],
    ["internalAudit", null],
    ["managementReview", null],
  ],
};

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
export function findRoute(pathname: string): { route: ScreenRoute; params: Record<string, string> } | null {
  let best: { route: ScreenRoute; params: Record<string, string>; literals: number } | null = null;
  for (const route of SCREEN_ROUTES) {
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

const routeOf = (href: string) => SCREEN_ROUTES.find((route) => route.path === href);

export const MENU_ENTRIES: readonly MenuEntry[] = MENU_GROUPS.flatMap((group) =>
  MENU[group].map(([key, href]) => {
    const route = href ? routeOf(href) : undefined;
    const requires = { ...(route?.requires ?? READ), ...GROUP_REQUIREMENTS[group] };
    return {
      group,
      key,
      href: href ?? undefined,
      requires,
      limited: route?.limited ?? false,
      disabled: !route?.built,
    };
  }),
);

/** Mobile quick actions; only reporting an event is enabled. */
export const MOBILE_ACTIONS: readonly { key: string; href?: string; enabled: boolean; requires: Requirement }[] = [
  { key: "register", enabled: false, requires: READ },
  { key: "reportEvent", href: "/events/new", enabled: true, requires: EDIT },
  { key: "addToControlBook", enabled: false, requires: READ },
  { key: "generateReport", enabled: false, requires: READ },
  { key: "uploadDocument", enabled: false, requires: READ },
  { key: "createMinute", enabled: false, requires: READ },
  { key: "supportTicket", enabled: false, requires: READ },
  { key: "search", enabled: false, requires: READ },
  { key: "help", href: "/help", enabled: false, requires: READ },
];
