import { ROUTES } from "@/lib/modules/registry";
import { expandScopes, type OrgScopeName } from "@/lib/platform/auth/scopes";
import { findRoute, mayOpen } from "@/lib/platform/modules/route-table";
import { SEARCH_KINDS } from "./kinds";
import { mayOpenKind } from "./reach";

const id = "00000000-0000-4000-8000-000000000001";
const access = (scopes: OrgScopeName[], featureAccess: "FULL" | "LIMITED" = "FULL") => ({
  grants: { org: expandScopes(scopes), system: [] },
  featureAccess,
});
// the search needs READ (so does every screen), and an organization below inherits the scopes of the one searched
const SCOPES: OrgScopeName[][] = [["READ"], ["READ", "EDIT_PROCEDURES"], ["EDIT"], ["MANAGE"]];

describe("the search's kinds", () => {
  it.each(SEARCH_KINDS.map((kind) => [kind.key, kind] as const))(
    "%s links to a screen of the route table that opens exactly to whom the kind's hits are shown",
    (_key, kind) => {
      const href = kind.href({ recordId: id, title: "Name", archived: false });
      expect(findRoute(ROUTES, href.split("?")[0])).not.toBeNull();
      for (const featureAccess of ["FULL", "LIMITED"] as const) {
        for (const scopes of SCOPES) {
          const person = access(scopes, featureAccess);
          // a hit shown is a screen that opens; a screen that opens but is not shown is a record
          // the screen would show only to its responsible member (an action)
          if (mayOpenKind(kind, person)) expect(mayOpen(ROUTES, href, person)).toBe(true);
          else if (!kind.operation.beyondOwn) expect(mayOpen(ROUTES, href, person)).toBe(false);
        }
      }
    },
  );

  it("has one key per kind", () => {
    expect(new Set(SEARCH_KINDS.map((kind) => kind.key)).size).toBe(SEARCH_KINDS.length);
  });

  it("links a waste handler to the handlers' list searched for it", () => {
    const handler = SEARCH_KINDS.find((kind) => kind.key === "wasteHandler")!;
    expect(handler.href({ recordId: id, title: "Marius Pedersen A/S", archived: true })).toBe(
      "/monitoring/waste?q=Marius+Pedersen+A%2FS&archived=true",
    );
  });
});
