import { catalogueAccess } from "@/lib/modules/admin/stakeholders/access";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import type { Operation } from "@/lib/platform/auth/access";
import { expandScopes, type OrgScopeName } from "@/lib/platform/auth/scopes";
import {
  findRoute as findIn,
  isPublicPath,
  matchPattern,
  mayOpen,
  requirementFor,
} from "@/lib/platform/modules/route-table";
import { expectedScreenAccess } from "@/tests/support/expected-permissions";
import { ROUTES } from "./registry";

const SCREEN_ROUTES = ROUTES.screens;
const findRoute = (pathname: string) => findIn(ROUTES, pathname);

describe("mayOpen", () => {
  const access = (org: OrgScopeName, featureAccess: "FULL" | "LIMITED" = "FULL") => ({
    grants: { org: expandScopes([org]), system: [] },
    featureAccess,
  });
  const inspection = "/monitoring/control-book/inspections/5b0b6f5e-4c43-4f6a-9d1e-3f0a4b8c2d11";

  it("draws a link only where the person may go", () => {
    expect(mayOpen(ROUTES, "/monitoring/control-book?view=agreements", access("READ"))).toBe(true);
    expect(mayOpen(ROUTES, inspection, access("READ"))).toBe(false);
    expect(mayOpen(ROUTES, inspection, access("EDIT"))).toBe(true);
    expect(mayOpen(ROUTES, "/monitoring/machines", access("MANAGE", "LIMITED"))).toBe(false);
    expect(mayOpen(ROUTES, "/monitoring/meters", access("READ", "LIMITED"))).toBe(true);
    expect(mayOpen(ROUTES, "/no/such/screen", access("MANAGE"))).toBe(false);
  });
});

describe("route table", () => {
  it("needs for every screen what SPEC.md section 6 says (tests/support/expected-permissions.ts)", () => {
    const differing = SCREEN_ROUTES.flatMap((route) => {
      const expected = expectedScreenAccess(route.path);
      const actual = { org: route.requires.org, system: route.requires.system, limited: route.limited };
      const wanted = { org: expected.org, system: expected.system, limited: expected.limited };
      return JSON.stringify(actual) === JSON.stringify(wanted)
        ? []
        : [`${route.path}: declared ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`];
    });
    expect(differing).toEqual([]);
  });

  it("has no duplicate paths", () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("every edit route needs at least EDIT, EDIT_PROCEDURES for procedures (or system MAINTAIN)", () => {
    for (const route of SCREEN_ROUTES.filter((r) => r.path.endsWith("/edit"))) {
      const edits = ["EDIT", "MANAGE", ...(route.path.startsWith("/operation/procedures/") ? ["EDIT_PROCEDURES"] : [])];
      expect(route.requires.system === "MAINTAIN" || edits.includes(route.requires.org ?? "")).toBe(true);
    }
  });

  it("matches parameters", () => {
    expect(matchPattern("/monitoring/meters/[id]/readings/[readingId]", "/monitoring/meters/7/readings/9")).toEqual({
      id: "7",
      readingId: "9",
    });
    expect(matchPattern("/monitoring/meters/[id]", "/monitoring/meters")).toBeNull();
  });

  it("prefers literal segments", () => {
    expect(findRoute("/monitoring/meters/new/GAS")?.route.path).toBe("/monitoring/meters/new/[meterType]");
    expect(findRoute("/admin/legislation/new")?.route.path).toBe("/admin/legislation/new");
  });

  it("opens plain-id detail routes to READ when the id is new", () => {
    const members = findRoute("/organization/members-roles-and-competences/members/new")!;
    expect(requirementFor(members.route, members.params)).toEqual({ org: "READ" });
    const member = findRoute("/organization/members-roles-and-competences/members/42")!;
    expect(requirementFor(member.route, member.params)).toEqual({ org: "MANAGE" });
    const edit = findRoute("/organization/members-roles-and-competences/members/new/edit")!;
    expect(requirementFor(edit.route, edit.params)).toEqual({ org: "MANAGE" });
  });

  it("knows the public pages", () => {
    expect(isPublicPath("/")).toBe(true);
    expect(isPublicPath("/reset-password")).toBe(true);
    expect(isPublicPath("/leadership/policies/abc/public")).toBe(true);
    expect(isPublicPath("/operation/procedures/abc/public")).toBe(true);
    expect(isPublicPath("/dashboard")).toBe(false);
  });

  it("the admin area needs system MAINTAIN", () => {
    for (const route of SCREEN_ROUTES.filter((r) => r.path.startsWith("/admin"))) {
      expect(route.requires.system).toBe("MAINTAIN");
    }
  });

  it("takes each screen's scope and LIMITED availability from its module's declaration", () => {
    const screen = (path: string) => SCREEN_ROUTES.find((route) => route.path === path)!;
    const people = "/organization/members-roles-and-competences";
    const cases: [string, Operation][] = [
      [`${people}/competences/[id]`, competenceAccess.read],
      [`${people}/members/[id]`, memberAccess.read],
      [`${people}/roles/[id]`, roleAccess.read],
      ["/organization/manage-organization", structureAccess.manage],
    ];
    for (const [path, operation] of cases) {
      expect(screen(path)).toMatchObject({ requires: { org: operation.org }, limited: operation.limited });
    }
    expect(screen(`${people}/competences/[id]`).requires).toEqual({ org: "EDIT" });
    expect(screen(`${people}/members/[id]`).requires).toEqual({ org: "MANAGE" });
    expect(screen("/organization/manage-organization/[id]/edit").limited).toBe(false);
    // the layout needs READ around the system scope of the catalogue
    expect(screen("/admin/stakeholders").requires).toEqual({ org: "READ", system: catalogueAccess.maintain.system });
  });
});
