// THE route table: every screen path, its required scope, its menu entry,
// LIMITED availability and whether its module is built. The guard in proxy.ts, the menu, the
// dashboard and the tests that walk every route all read this list; there is no other. A screen's
// scope and LIMITED availability come from the operation its module declares in its access.ts,
// the same declaration the API of that module is checked against.
import { catalogueAccess } from "@/lib/modules/admin/stakeholders/access";
import { legislationAccess } from "@/lib/modules/admin/legislation/access";
import { emissionFactorAccess, organizationFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { substanceAccess } from "@/lib/modules/admin/substances/access";
import { chemicalAccess } from "@/lib/modules/admin/chemicals/access";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { wasteTypeAccess } from "@/lib/modules/admin/waste-types/access";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { procedureTemplateAccess } from "@/lib/modules/admin/procedure-templates/access";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { agreementAccess, inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { supportContactAccess } from "@/lib/modules/admin/support-contacts/access";
import { failedJobAccess } from "@/lib/platform/jobs/access";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { scopeAccess } from "@/lib/modules/organization/scope/access";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { platformAccess, requirementOf, type Operation } from "@/lib/platform/auth/access";
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
  /** The declaration both fields above come from (the API behind the screen reads it too). */
  operation: Operation;
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

// Screens without a module of their own: the shell, and modules still to come. A built module
// declares its operations in its own access.ts, and its screens below read them from there.
const SIGNED_IN: Operation = { limited: true };
/** READ, open under LIMITED access too. */
const LIMITED_READ: Operation = { org: "READ", limited: true };
/** READ, under FULL access only. */
const FULL_READ: Operation = { org: "READ", limited: false };

/** Modules that exist in this build; a route is built when its path starts with one of them. */
const BUILT_PREFIXES = [
  "/dashboard",
  "/events/new",
  "/evaluation/event-handling",
  "/unauthorized",
  "/profile",
  "/organization/manage-organization",
  "/organization/members-roles-and-competences",
  "/organization/scope",
  "/organization/stakeholders",
  "/organization/audit-log",
  "/leadership/policies",
  "/operation/procedures",
  "/admin/procedure-templates",
  "/documents/own-documents",
  "/monitoring/meters",
  "/monitoring/control-book",
  "/monitoring/machines",
  "/admin/stakeholders",
  "/admin/legislation",
  "/admin/emission-factors",
  "/admin/substances",
  "/admin/chemicals",
  "/documents/binding-obligations",
  "/admin/support-contacts",
  "/admin/failed-jobs",
  "/help",
  "/monitoring/waste",
  "/admin/waste-types",
  "/chemicals",
];

type Spec = [path: string, access: Operation, options?: { plainId?: boolean; redirectTo?: string }];

const SPECS: Spec[] = [
  ["/dashboard", LIMITED_READ],
  ["/unauthorized", SIGNED_IN],
  ["/profile", SIGNED_IN],
  ["/help", supportContactAccess.read],
  ["/help/api", SIGNED_IN],
  ["/events/new", eventAccess.create],

  ["/organization", memberAccess.list, { redirectTo: "/organization/members-roles-and-competences" }],
  ["/organization/members-roles-and-competences", memberAccess.list],
  ["/organization/members-roles-and-competences/members/[id]", memberAccess.read, { plainId: true }],
  ["/organization/members-roles-and-competences/members/[id]/edit", memberAccess.update],
  ["/organization/members-roles-and-competences/competences/[id]", competenceAccess.read, { plainId: true }],
  ["/organization/members-roles-and-competences/competences/[id]/edit", competenceAccess.update],
  ["/organization/members-roles-and-competences/roles/[id]", roleAccess.read, { plainId: true }],
  ["/organization/members-roles-and-competences/roles/[id]/edit", roleAccess.update],
  ["/organization/scope", scopeAccess.read],
  ["/organization/scope/edit", scopeAccess.update],
  ["/organization/scope/versions", scopeAccess.listRevisions],
  ["/organization/manage-organization", structureAccess.manage],
  ["/organization/manage-organization/[id]/edit", structureAccess.update],
  ["/organization/manage-organization/[parentId]/subsidiary/[id]/edit", structureAccess.update],
  ["/organization/manage-organization/[parentId]/department/[id]/edit", structureAccess.manage],
  ["/organization/stakeholders", stakeholderAccess.list],
  ["/organization/stakeholders/[id]", stakeholderAccess.read, { plainId: true }],
  ["/organization/stakeholders/[id]/edit", stakeholderAccess.update],
  ["/organization/audit-log", platformAccess.auditLog],

  ["/leadership/policies", policyAccess.list],
  ["/leadership/policies/[id]", policyAccess.read, { plainId: true }],
  ["/leadership/policies/[id]/edit", policyAccess.update],
  ["/leadership/policies/[id]/versions", policyAccess.compare],

  ["/operation/procedures", procedureAccess.list],
  ["/operation/procedures/[id]", procedureAccess.read, { plainId: true }],
  ["/operation/procedures/[id]/edit", procedureAccess.update],
  ["/operation/procedures/[id]/versions", procedureAccess.compare],

  ["/documents/binding-obligations", obligationAccess.list],
  ["/documents/binding-obligations/[id]", obligationAccess.read, { plainId: true }],
  ["/documents/own-documents", ownDocumentAccess.list],
  ["/documents/own-documents/[id]", ownDocumentAccess.read, { plainId: true }],
  ["/documents/own-documents/[id]/edit", ownDocumentAccess.update],

  ["/monitoring", FULL_READ, { redirectTo: "/monitoring/control-book" }],
  ["/monitoring/control-book", inspectionAccess.list],
  // the control book's views by their own address (a link typed or cut back from a record's)
  ["/monitoring/control-book/inspections", inspectionAccess.list, { redirectTo: "/monitoring/control-book" }],
  [
    "/monitoring/control-book/agreements",
    agreementAccess.list,
    { redirectTo: "/monitoring/control-book?view=agreements" },
  ],
  ["/monitoring/control-book/inspections/[id]", inspectionAccess.open, { plainId: true }],
  ["/monitoring/control-book/inspections/[id]/edit", inspectionAccess.update],
  ["/monitoring/control-book/agreements/[id]", agreementAccess.open, { plainId: true }],
  ["/monitoring/control-book/agreements/[id]/edit", agreementAccess.update],
  ["/monitoring/meters", meterAccess.list],
  ["/monitoring/meters/ghg-account", carbonAccess.read],
  ["/monitoring/meters/new/[meterType]", meterAccess.create],
  ["/monitoring/meters/[id]", meterAccess.read, { plainId: true }],
  ["/monitoring/meters/[id]/edit", meterAccess.update],
  ["/monitoring/meters/[id]/emission-factors/new", organizationFactorAccess.create],
  ["/monitoring/meters/[id]/emission-factors/[factorId]/edit", organizationFactorAccess.update],
  ["/monitoring/meters/[id]/readings/[readingId]", meterAccess.read],
  ["/monitoring/meters/[id]/readings/[readingId]/edit", meterAccess.update],
  ["/monitoring/waste", wasteAccess.list],
  ["/monitoring/waste/[wasteHandlerAssociationId]/edit", wasteAccess.update],
  ["/monitoring/waste/[wasteHandlerAssociationId]/registrations/new", wasteAccess.create],
  ["/monitoring/waste/[wasteHandlerAssociationId]/registrations/[bulkRegistrationId]/edit", wasteAccess.update],
  ["/monitoring/waste/[wasteHandlerAssociationId]/arrangements/[arrangementId]", wasteAccess.update],
  ["/monitoring/waste/[wasteHandlerAssociationId]/arrangements/[arrangementId]/edit", wasteAccess.update],
  ["/monitoring/machines", machineAccess.list],
  ["/monitoring/machines/[id]", machineAccess.read, { plainId: true }],
  ["/monitoring/machines/[id]/edit", machineAccess.update],

  ["/chemicals", chemicalRegisterAccess.list, { redirectTo: "/chemicals/my-chemicals" }],
  ["/chemicals/my-chemicals", chemicalRegisterAccess.list],
  ["/chemicals/my-chemicals/[id]", chemicalRegisterAccess.read, { plainId: true }],
  ["/chemicals/my-chemicals/[id]/edit", chemicalRegisterAccess.update],
  ["/chemicals/my-chemicals/[id]/card", chemicalRegisterAccess.read],
  ["/chemicals/my-chemicals/[id]/instruction", chemicalRegisterAccess.read],

  ["/evaluation/event-handling", eventAccess.list],
  ["/evaluation/event-handling/[id]", eventAccess.read, { plainId: true }],

  ["/admin/chemicals", chemicalAccess.maintain],
  ["/admin/chemicals/[id]", chemicalAccess.maintain, { plainId: true }],
  ["/admin/chemicals/[id]/edit", chemicalAccess.maintain],
  ["/admin/substances", substanceAccess.maintain],
  ["/admin/substances/[id]", substanceAccess.maintain, { plainId: true }],
  ["/admin/substances/[id]/edit", substanceAccess.maintain],
  ["/admin/waste-types", wasteTypeAccess.maintain],
  ["/admin/emission-factors", emissionFactorAccess.maintain],
  ["/admin/emission-factors/new/[meterType]", emissionFactorAccess.maintain],
  ["/admin/emission-factors/[id]/edit", emissionFactorAccess.maintain],
  ["/admin/legislation", legislationAccess.maintain],
  ["/admin/legislation/new", legislationAccess.maintain],
  ["/admin/legislation/[id]/edit", legislationAccess.maintain],
  ["/admin/stakeholders", catalogueAccess.maintain],
  ["/admin/stakeholders/new", catalogueAccess.maintain],
  ["/admin/stakeholders/[id]/edit", catalogueAccess.maintain],
  ["/admin/support-contacts", supportContactAccess.maintain],
  ["/admin/support-contacts/new", supportContactAccess.maintain],
  ["/admin/support-contacts/[id]/edit", supportContactAccess.maintain],
  ["/admin/failed-jobs", failedJobAccess.maintain],
  ["/admin/procedure-templates", procedureTemplateAccess.maintain],
  ["/admin/procedure-templates/new", procedureTemplateAccess.maintain],
  ["/admin/procedure-templates/[id]/edit", procedureTemplateAccess.maintain],
];

const isBuilt = (path: string) => BUILT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A screen needs what its operation needs; a system operation's screen sits in the layout, which needs READ. */
function screenRequirement(access: Operation): Requirement {
  const requirement = requirementOf(access);
  return requirement.system && !requirement.org ? { org: "READ", ...requirement } : requirement;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = SPECS.map(([path, access, options = {}]) => ({
  path,
  requires: screenRequirement(access),
  limited: access.limited,
  operation: access,
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
    ["supportContacts", "/admin/support-contacts"],
    ["failedJobs", "/admin/failed-jobs"],
    ["agreementTemplates", null],
    ["procedureTemplates", "/admin/procedure-templates"],
  ],
  organization: [
    ["members", "/organization/members-roles-and-competences"],
    ["scope", "/organization/scope"],
    ["manageOrganization", "/organization/manage-organization"],
    ["stakeholders", "/organization/stakeholders"],
    ["auditLog", "/organization/audit-log"],
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
  { key: "help", href: "/help", enabled: true, requires: READ },
];
