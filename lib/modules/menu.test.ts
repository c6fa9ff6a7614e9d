import { expandScopes, type OrgScopeName, type SystemScopeName } from "@/lib/platform/auth/scopes";
import { visibleMenu, visibleMobileActions } from "@/lib/platform/shell/menu";
import { PLANNED } from "./planned";
import { ROUTES } from "./registry";

const grants = (org: OrgScopeName[], system: SystemScopeName[] = []) => ({ org: expandScopes(org), system });
const keys = (menu: ReturnType<typeof visibleMenu>) => menu.flatMap((g) => g.entries.map((e) => `${g.group}.${e.key}`));

describe("visibleMenu", () => {
  it("shows the admin group only to system maintainers", () => {
    expect(visibleMenu(ROUTES, grants(["MANAGE"]), "FULL").map((g) => g.group)).not.toContain("admin");
    expect(visibleMenu(ROUTES, grants(["READ"], ["MAINTAIN"]), "FULL").map((g) => g.group)).toContain("admin");
  });

  it("shows planning and organization management only with MANAGE", () => {
    const reader = keys(visibleMenu(ROUTES, grants(["READ"]), "FULL"));
    expect(reader).not.toContain("planning.riskAssessment");
    expect(reader).not.toContain("organization.manageOrganization");
    const manager = keys(visibleMenu(ROUTES, grants(["MANAGE"]), "FULL"));
    expect(manager).toContain("planning.riskAssessment");
    expect(manager).toContain("organization.manageOrganization");
  });

  it("under LIMITED access shows exactly the entries the product lists for it", () => {
    expect(keys(visibleMenu(ROUTES, grants(["MANAGE"]), "LIMITED"))).toEqual([
      "dashboard.dashboard",
      "organization.members",
      "organization.scope",
      "organization.stakeholders",
      "leadership.policies",
      "operation.procedures",
      "documents.bindingObligations",
      "documents.ownDocuments",
      "monitoring.meters",
      "monitoring.waste",
      "evaluation.eventHandling",
    ]);
  });

  it("keeps placeholders, disabled", () => {
    const entries = visibleMenu(ROUTES, grants(["MANAGE"]), "FULL").flatMap((g) => g.entries);
    // the menu's entries still to come (none may be left: every one is built in its turn)
    for (const planned of PLANNED.filter((entry) => entry.group !== "quickActions")) {
      expect(entries.find((e) => e.key === planned.key)).toMatchObject({ disabled: true, href: undefined });
    }
    expect(entries.find((e) => e.key === "competence")).toMatchObject({
      disabled: false,
      href: "/operation/competence",
    });
    expect(entries.find((e) => e.key === "dashboard")).toMatchObject({ disabled: false, href: "/dashboard" });
  });

  it("shows nothing without READ", () => {
    expect(visibleMenu(ROUTES, grants([]), "FULL")).toEqual([]);
  });
});

describe("visibleMobileActions", () => {
  const actionKeys = (org: OrgScopeName[]) => visibleMobileActions(ROUTES, grants(org)).map((action) => action.key);

  it("offers only the quick actions that work, and those the person may use", () => {
    expect(actionKeys(["EDIT"])).toEqual([
      "register",
      "reportEvent",
      "addToControlBook",
      "generateReport",
      "uploadDocument",
      "createMinute",
      "supportTicket",
      "search",
      "help",
    ]);
    expect(actionKeys(["READ"])).toEqual(["generateReport", "supportTicket", "search", "help"]);
    // under LIMITED access the control book is closed, and so is its quick action
    const limited = visibleMobileActions(ROUTES, grants(["EDIT"]), "LIMITED").map((action) => action.key);
    expect(limited).toEqual(expect.arrayContaining(["register", "reportEvent", "uploadDocument"]));
    expect(limited).not.toContain("addToControlBook");
    expect(visibleMobileActions(ROUTES, grants(["MANAGE"])).every((action) => action.enabled && action.href)).toBe(
      true,
    );
  });
});
