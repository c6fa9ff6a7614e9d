import { decodeNavigationContext, encodeNavigationContext } from "./navigation-context";
import { expandScopes } from "./scopes";
import type { OrgContext } from "./org-context";

process.env.NEXTAUTH_SECRET = "navigation-context-test-secret";

const user = {
  id: "u1",
  email: "mette@demo.example",
  name: "Mette Møller",
  language: "da" as const,
  systemScopes: [],
  sessionId: "s1",
};
const active = {
  id: "o1",
  name: "Nordisk Ålborg ApS",
  parentId: null,
  type: "holding" as const,
  featureAccess: "FULL" as const,
};
const context = {
  organizationId: "o1",
  holdingId: "o1",
  featureAccess: "FULL",
  user,
  grants: { org: expandScopes(["EDIT"]), system: [] },
} as unknown as OrgContext;

describe("the navigation context handed from the proxy to the page", () => {
  const value = encodeNavigationContext({ user, organizations: [active], active, context });

  it("survives the trip with its letters and scopes", () => {
    const decoded = decodeNavigationContext(value)!;
    expect(decoded.user.name).toBe("Mette Møller");
    expect(decoded.active.name).toBe("Nordisk Ålborg ApS");
    expect(decoded.context.organizationId).toBe("o1");
    expect([...decoded.context.grants.org].sort()).toEqual(["EDIT", "EDIT_PROCEDURES", "READ", "READ_PROCEDURES"]);
    expect(/^[\x21-\x7e]+$/.test(value)).toBe(true);
  });

  it("is refused when missing, changed or signed with another secret", () => {
    expect(decodeNavigationContext(null)).toBeNull();
    const [payload, signature] = value.split(".");
    const forged = Buffer.from(
      Buffer.from(payload, "base64url").toString("utf8").replace('"EDIT"', '"MANAGE"'),
    ).toString("base64url");
    expect(decodeNavigationContext(`${forged}.${signature}`)).toBeNull();
    expect(decodeNavigationContext(payload)).toBeNull();
    process.env.NEXTAUTH_SECRET = "another-secret";
    expect(decodeNavigationContext(value)).toBeNull();
    process.env.NEXTAUTH_SECRET = "navigation-context-test-secret";
  });
});
