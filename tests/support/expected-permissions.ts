// What each API route and screen should need, written from SPEC.md section 6 (and the product
// decisions that extend it), NOT from the modules' declarations: the isolation matrix and the
// route-table tests compare what the code enforces with this, so a wrong scope on any operation
// fails a test. Keep it in the words of the specification: resources, not operations.
import type { OrgScopeName, SystemScopeName } from "@/lib/platform/auth/scopes";

export type Expected = {
  org?: OrgScopeName;
  system?: SystemScopeName;
  /** Open to an organization with LIMITED feature access. */
  limited: boolean;
  /** Holders of this system scope may act under LIMITED all the same (lifting LIMITED itself). */
  limitedExemptFor?: SystemScopeName;
  /** `org` suffices for records one is responsible for; this scope is needed for anyone's. */
  beyondOwn?: OrgScopeName;
  /** Only for records that are the caller's own: nobody acts for another, whatever their scope. */
  ownOnly?: true;
};

/**
 * SPEC.md section 6: under LIMITED access only organization (members, scope, stakeholders),
 * leadership policies, operation procedures, documents, monitoring meters and waste, and
 * evaluation event handling. With them go what their screens need: roles and competences (on the
 * members screen), the work areas (the member form), files, the caller's permissions, the meters'
 * CO2 and emission factors. The organization's resources by the first segment of their path.
 */
const LIMITED_RESOURCES = new Set([
  "members",
  "roles",
  "competences",
  "scope",
  "stakeholder-associations",
  "policies",
  "procedures",
  "legislations", // binding obligations: documents
  "own-documents",
  "meters",
  "carbon",
  "emission-factors",
  "waste-handler-associations",
  "waste-account",
  "events",
  "due-items", // the dashboard's due list: the dashboard is where everyone lands, LIMITED too
  "files",
  "permissions",
  // the search: a LIMITED organization's hits are of the kinds its LIMITED access opens (issue 29)
  "search",
]);

/** Organization management needs MANAGE (SPEC.md section 6), for every change of the structure. */
const STRUCTURE = new Set(["", "departments", "subsidiaries", "areas"]);

/** Catalogue reads that are the maintainers' alone (the admin area needs system MAINTAIN). */
// the system's questionnaires are kept in the admin area; members read them through their organization (issue 28)
const MAINTAINERS_ONLY_READS = [
  /^\/failed-jobs/,
  /^\/support-contacts/,
  /^\/emission-factors\/detailed/,
  /^\/questionnaires/,
  // an agreement template's history names who changed it; the templates themselves every member reads
  /^\/agreement-templates\/[^/]+\/history$/,
];

/** An API route outside the organization prefix (catalogues, the user's own): `pattern` after /api/v1. */
function catalogueOrUser(method: string, pattern: string): Expected {
  if (pattern.startsWith("/user") || pattern === "/organizations") return { limited: true };
  // the admin area and every change of a catalogue need system MAINTAIN; reading one any member may
  if (method !== "GET" || MAINTAINERS_ONLY_READS.some((rule) => rule.test(pattern))) {
    return { system: "MAINTAIN", limited: false };
  }
  return { limited: true };
}

/** An organization's resource: `path` after /api/v1/organizations/[orgId]. */
function organizationResource(method: string, path: string): Expected {
  const [resource = "", id] = path.split("/").filter(Boolean);
  const read = method === "GET";
  const limited = LIMITED_RESOURCES.has(resource) || (resource === "areas" && read && !id);
  // "Organization management, member and role details … need MANAGE"
  if ((resource === "members" || resource === "roles") && (id || !read)) return { org: "MANAGE", limited };
  // the organization's audit log is for those who manage it (a product decision)
  if (resource === "audit-entries") return { org: "MANAGE", limited };
  if (resource === "" && !read) return { org: "MANAGE", limited, limitedExemptFor: "MANAGE" };
  if (STRUCTURE.has(resource) && !read) return { org: "MANAGE", limited };
  // the holding's sign-in through its identity provider is set up by its managers (issue 26)
  if (resource === "single-sign-on") return { org: "MANAGE", limited };
  // planning needs MANAGE (SPEC.md section 6); an action's responsible member may see it and
  // record its progress whatever their scope (issue 27)
  if (resource === "actions") {
    const own = (read && id) || path.endsWith("/progress");
    return own ? { org: "READ_PROCEDURES", beyondOwn: "MANAGE", limited } : { org: "MANAGE", limited };
  }
  // leadership's delegation: READ to see, MANAGE to change; a delegation is accepted by its member
  // alone, whatever their scope (issue 27)
  if (resource === "delegations" && path.endsWith("/acceptance")) {
    return { org: "READ_PROCEDURES", ownOnly: true, limited };
  }
  if (resource === "delegations" || resource === "responsibilities") return { org: read ? "READ" : "MANAGE", limited };
  // planning needs MANAGE to open and to change (SPEC.md section 6, issue 27)
  const planning = [
    "risk-assessments",
    "risk-hazards",
    "risk-matrix",
    "aspects",
    "aspect-criteria",
    "objectives",
    "activity-figures",
  ];
  if (planning.includes(resource)) {
    return { org: "MANAGE", limited };
  }
  // closing an internal audit needs MANAGE; the rest of evaluation READ to see, EDIT to change (issue 28)
  if (resource === "internal-audits" && path.endsWith("/close")) return { org: "MANAGE", limited };
  // a compliance evaluation round is signed off by a manager (issue 28)
  if (resource === "compliance-rounds" && path.endsWith("/sign-off")) return { org: "MANAGE", limited };
  // a management review's minutes are approved by a manager (issue 28)
  if (resource === "management-reviews" && path.endsWith("/approve")) return { org: "MANAGE", limited };
  // competences/{id} needs EDIT (SPEC.md section 2)
  if (resource === "competences" && id) return { org: "EDIT", limited };
  if (resource === "permissions") return { org: "READ_PROCEDURES", limited };
  // support is for everyone who works in an organization, under LIMITED access too (issue 29)
  if (resource === "support-tickets") return { org: "READ_PROCEDURES", limited: true };
  return { org: read ? "READ" : "EDIT", limited };
}

/** The expectation of `METHOD /api/v1/…` (route groups and the /api/v1 prefix as in the app folder). */
export function expectedApiAccess(method: string, pattern: string): Expected {
  const api = pattern.replace(/^\/api\/v1/, "");
  // procedures have scopes of their own: READ_PROCEDURES to read, EDIT_PROCEDURES to write
  if (api.startsWith("/procedures") && !api.startsWith("/procedure-templates")) {
    return { org: method === "GET" ? "READ_PROCEDURES" : "EDIT_PROCEDURES", limited: true };
  }
  const organization = /^\/organizations\/\[orgId\](.*)$/.exec(api);
  return organization ? organizationResource(method, organization[1]) : catalogueOrUser(method, api);
}

/** SPEC.md section 6's LIMITED list, as screen paths (with the shell's own screens). */
const LIMITED_SCREENS = [
  /^\/(dashboard|profile|unauthorized|help)(\/|$)/,
  // the search screen, with the LIMITED kinds only (issue 29)
  /^\/search$/,
  /^\/events\/new$/,
  /^\/organization$/,
  /^\/organization\/(members-roles-and-competences|scope|stakeholders)(\/|$)/,
  /^\/leadership\/policies(\/|$)/,
  /^\/operation\/procedures(\/|$)/,
  /^\/documents\//,
  /^\/monitoring\/(meters|waste)(\/|$)/,
  /^\/evaluation\/event-handling(\/|$)/,
];

/** Screens SPEC.md section 2 marks EDIT beyond the /edit and new ones. */
const EDIT_SCREENS = [
  /^\/(leadership\/policies|operation\/procedures)\/\[id\]\/versions$/,
  /^\/monitoring\/control-book\/(inspections|agreements)\/\[id\]$/,
  /^\/monitoring\/waste\/.*\/arrangements\/\[arrangementId\]$/,
  /^\/organization\/members-roles-and-competences\/competences\/\[id\]$/,
  // recording an obligation's evaluation in a compliance round (issue 28)
  /^\/evaluation\/compliance-evaluation\/\[id\]\/obligations\/\[obligationId\]$/,
];

/** What opening a screen should need; every screen sits in the layout, which needs READ. */
export function expectedScreenAccess(path: string): Expected {
  const limited = LIMITED_SCREENS.some((rule) => rule.test(path));
  if (path.startsWith("/admin")) return { org: "READ", system: "MAINTAIN", limited: false };
  // the shell's own screens and the help page: any signed-in person
  if (["/unauthorized", "/profile", "/help", "/help/api"].includes(path)) return { limited: true };
  // a scanned QR label's short address checks the record's own organization itself (issue 29)
  if (path.startsWith("/q/")) return { limited: true };
  // the phone's quick actions record: EDIT, open under LIMITED where what they record is (meters and
  // waste, documents), not the control book's (issue 29)
  if (path.startsWith("/quick/")) return { org: "EDIT", limited: path !== "/quick/control-book" };
  // writing to support, like the help page, is for everyone (issue 29)
  if (path === "/support/new") return { org: "READ_PROCEDURES", limited: true };
  if (path.startsWith("/organization/manage-organization")) return { org: "MANAGE", limited: false };
  if (path === "/organization/audit-log") return { org: "MANAGE", limited: false };
  // delegation: READ to see, MANAGE to change (issue 27)
  if (path.startsWith("/leadership/delegation")) {
    const changes = path.endsWith("/edit") || path.includes("/responsibilities/");
    return { org: changes ? "MANAGE" : "READ", limited: false };
  }
  // the planning menu needs MANAGE; an action's own screen opens to its responsible member (issue 27)
  if (path === "/planning/action-plan/[id]") return { org: "READ_PROCEDURES", limited: false };
  if (path.startsWith("/planning/")) return { org: "MANAGE", limited: false };
  if (/^\/organization\/members-roles-and-competences\/(members|roles)\//.test(path)) return { org: "MANAGE", limited };
  const procedures = path.startsWith("/operation/procedures");
  const edits = path.endsWith("/edit") || /\/new(\/|$)/.test(path) || EDIT_SCREENS.some((rule) => rule.test(path));
  if (procedures) return { org: edits ? "EDIT_PROCEDURES" : "READ_PROCEDURES", limited };
  return { org: edits ? "EDIT" : "READ", limited };
}
