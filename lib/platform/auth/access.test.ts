import { openUnder, permits, requirementOf, type Operation } from "./access";
import { expandScopes, type OrgScopeName, type SystemScopeName } from "./scopes";

const grants = (org: OrgScopeName[], system: SystemScopeName[] = []) => ({ org: expandScopes(org), system });

describe("operations", () => {
  const readEverywhere: Operation = { org: "READ", limited: true };
  const manageFullOnly: Operation = { org: "MANAGE", limited: false };
  const changeOrganization: Operation = { org: "MANAGE", limited: false, limitedExemptFor: "MANAGE" };

  it("need their scopes", () => {
    expect(permits(readEverywhere, { grants: grants(["READ"]), featureAccess: "FULL" })).toBe(true);
    expect(permits(manageFullOnly, { grants: grants(["EDIT"]), featureAccess: "FULL" })).toBe(false);
    expect(permits({ system: "MAINTAIN", limited: false }, { grants: grants(["MANAGE"]), featureAccess: "FULL" })).toBe(
      false,
    );
  });

  it("under LIMITED access are open only when declared so", () => {
    expect(permits(readEverywhere, { grants: grants(["MANAGE"]), featureAccess: "LIMITED" })).toBe(true);
    expect(permits(manageFullOnly, { grants: grants(["MANAGE"]), featureAccess: "LIMITED" })).toBe(false);
    expect(openUnder(manageFullOnly, grants(["MANAGE"], ["MANAGE"]), "LIMITED")).toBe(false);
  });

  it("stay open under LIMITED to the system scope they name as exempt", () => {
    expect(openUnder(changeOrganization, grants(["MANAGE"]), "LIMITED")).toBe(false);
    expect(openUnder(changeOrganization, grants(["MANAGE"], ["MAINTAIN"]), "LIMITED")).toBe(false);
    expect(openUnder(changeOrganization, grants(["MANAGE"], ["MANAGE"]), "LIMITED")).toBe(true);
  });

  it("reduce to the scopes part for the route table and the menu", () => {
    expect(requirementOf(changeOrganization)).toEqual({ org: "MANAGE" });
    expect(requirementOf({ system: "MAINTAIN", limited: false })).toEqual({ system: "MAINTAIN" });
    expect(requirementOf({ limited: true })).toEqual({});
  });
});
