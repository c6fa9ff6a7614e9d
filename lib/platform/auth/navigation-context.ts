// The proxy resolves the session and the active organization once per screen request and hands
// the result to the page in a request header. proxy.ts deletes any header of this name that a
// client sends, and the value is signed with NEXTAUTH_SECRET as well, so a page can trust it
// without asking the database again.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { ActiveOrganization } from "./active-org";
import { trustedOrgContext } from "./org-context";
import type { OrganizationGrant, SessionUser } from "./types";

export const NAVIGATION_HEADER = "x-ehs-navigation";

export type NavigationContext = ActiveOrganization & { user: SessionUser };

type Wire = {
  user: SessionUser;
  organizations: ActiveOrganization["organizations"];
  active: ActiveOrganization["active"];
  context: OrganizationGrant & { organizationId: string };
};

function signature(payload: string): Buffer {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  return createHmac("sha256", secret).update(payload).digest();
}

/** The header value: base64url JSON (names may hold any letter) and its signature. */
export function encodeNavigationContext({ user, organizations, active, context }: NavigationContext): string {
  const wire: Wire = {
    user,
    organizations,
    active,
    context: {
      organizationId: context.organizationId,
      holdingId: context.holdingId,
      featureAccess: context.featureAccess,
      scopes: [...context.grants.org],
    },
  };
  const payload = Buffer.from(JSON.stringify(wire)).toString("base64url");
  return `${payload}.${signature(payload).toString("base64url")}`;
}

/** The context the proxy handed over, or null when the header is missing or not signed by it. */
export function decodeNavigationContext(value: string | null): NavigationContext | null {
  if (!value) return null;
  const [payload, signed] = value.split(".");
  if (!payload || !signed) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const wire = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Wire;
  return {
    user: wire.user,
    organizations: wire.organizations,
    active: wire.active,
    context: trustedOrgContext(wire.user, wire.context),
  };
}
