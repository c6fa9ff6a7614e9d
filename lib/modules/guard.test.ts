import { decide, type GuardSubject } from "@/lib/platform/auth/guard";
import { expandScopes, type OrgScopeName, type SystemScopeName } from "@/lib/platform/auth/scopes";
import type { ScreenRoute } from "@/lib/platform/modules/route-table";
import { ROUTES } from "./registry";

const SCREEN_ROUTES = ROUTES.screens;

// The demo accounts of prisma/seed/demo-identity.ts, as the proxy sees them after sign-in.
type Account = { scope: OrgScopeName; system: SystemScopeName[]; featureAccess: "FULL" | "LIMITED" };
const ACCOUNTS: Record<string, Account> = {
  admin: { scope: "MANAGE", system: ["MAINTAIN", "MANAGE"], featureAccess: "FULL" },
  manager: { scope: "MANAGE", system: [], featureAccess: "FULL" },
  editor: { scope: "EDIT", system: [], featureAccess: "FULL" },
  reader: { scope: "READ", system: [], featureAccess: "FULL" },
  limited: { scope: "MANAGE", system: [], featureAccess: "LIMITED" },
  other: { scope: "MANAGE", system: [], featureAccess: "FULL" },
};

const subjectOf = (account: Account): GuardSubject => ({
  access: {
    grants: { org: expandScopes([account.scope]), system: account.system },
    featureAccess: account.featureAccess,
  },
});

// The expectation is written from the route table's data alone: the order of the three main
// scopes (READ includes READ_PROCEDURES, EDIT includes EDIT_PROCEDURES), and whether the route is
// open under LIMITED access.
const RANK: Record<string, number> = { READ_PROCEDURES: 1, READ: 1, EDIT_PROCEDURES: 2, EDIT: 2, MANAGE: 3 };

function concretePath(route: ScreenRoute, id: string): string {
  return route.path.replace(/\[[^\]]+\]/g, (segment) => (segment === "[meterType]" ? "ELECTRICITY" : id));
}

function expected(route: ScreenRoute, account: Account, newRecord: boolean) {
  const needed = newRecord && route.plainIdDetail ? "READ" : (route.requires.org ?? "READ");
  const allowed =
    RANK[account.scope] >= RANK[needed] &&
    (!route.requires.system || account.system.includes(route.requires.system)) &&
    (account.featureAccess === "FULL" || route.limited);
  if (route.path === "/unauthorized") return "pass";
  if (!allowed) return "unauthorized";
  return route.redirectTo ? "redirect" : "pass";
}

describe("the screen guard", () => {
  const id = "3f0c8a52-6f1e-4c3b-9a57-0d4c1b2e7a10";
  const cells = SCREEN_ROUTES.flatMap((route) =>
    Object.entries(ACCOUNTS).flatMap(([name, account]) => [
      { route, name, account, path: concretePath(route, id), newRecord: false },
      ...(route.plainIdDetail ? [{ route, name, account, path: concretePath(route, "new"), newRecord: true }] : []),
    ]),
  );

  it.each(cells.map((cell) => [cell.name, cell.path, cell] as const))("%s on %s", (_name, path, cell) => {
    expect(decide(ROUTES, path, subjectOf(cell.account)).kind).toBe(expected(cell.route, cell.account, cell.newRecord));
  });

  it("sends anonymous visitors of every screen to sign-in", () => {
    for (const route of SCREEN_ROUTES) expect(decide(ROUTES, concretePath(route, id), null).kind).toBe("signIn");
  });

  it("fails closed: a path missing from the route table is 404 for everyone", () => {
    for (const path of ["/organization/secret-page", "/dashboard/extra", "/admin"]) {
      expect(decide(ROUTES, path, null).kind).toBe("notFound");
      expect(decide(ROUTES, path, subjectOf(ACCOUNTS.admin)).kind).toBe("notFound");
    }
  });

  it("agrees with the API on the one LIMITED exemption: system managers may change a LIMITED organization", () => {
    const limitedSystemManager: Account = { scope: "MANAGE", system: ["MANAGE"], featureAccess: "LIMITED" };
    expect(decide(ROUTES, `/organization/manage-organization/${id}/edit`, subjectOf(limitedSystemManager)).kind).toBe(
      "pass",
    );
    expect(decide(ROUTES, "/organization/manage-organization", subjectOf(limitedSystemManager)).kind).toBe(
      "unauthorized",
    );
  });

  it("tells a page left out of the organization's feature access apart from one the role does not reach", () => {
    expect(decide(ROUTES, "/monitoring/control-book", subjectOf(ACCOUNTS.limited))).toEqual({
      kind: "unauthorized",
      reason: "featureAccess",
    });
    expect(decide(ROUTES, "/organization/manage-organization", subjectOf(ACCOUNTS.reader))).toEqual({
      kind: "unauthorized",
      reason: "role",
    });
  });

  it("lets a signed-in user who reaches no organization see only /unauthorized", () => {
    expect(decide(ROUTES, "/dashboard", { access: null }).kind).toBe("unauthorized");
    expect(decide(ROUTES, "/unauthorized", { access: null }).kind).toBe("pass");
  });

  it("opens the public pages to everyone and sends a signed-in user from / to the dashboard", () => {
    expect(decide(ROUTES, "/", null).kind).toBe("pass");
    expect(decide(ROUTES, "/reset-password", null).kind).toBe("pass");
    expect(decide(ROUTES, "/", subjectOf(ACCOUNTS.reader))).toEqual({ kind: "redirect", to: "/dashboard" });
  });
});
