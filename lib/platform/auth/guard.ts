import "server-only";
import { findRoute, isPublicPath, requirementFor } from "@/lib/platform/routes";
import { resolveActiveOrganization } from "./active-org";
import { satisfies } from "./scopes";
import type { SessionUser } from "./types";

export type GuardDecision =
  { kind: "pass" } | { kind: "signIn" } | { kind: "unauthorized" } | { kind: "redirect"; to: string };

/**
 * The guard for a screen path: anonymous → sign in; signed in without the
 * scope, or outside LIMITED access → unauthorized. Paths outside the route table pass through
 * (the public pages, and unknown paths that end on the 404 page).
 */
export async function decide(
  pathname: string,
  user: SessionUser | null,
  activeOrgId: string | undefined,
): Promise<GuardDecision> {
  if (pathname === "/" && user) return { kind: "redirect", to: "/dashboard" };
  if (isPublicPath(pathname)) return { kind: "pass" };
  const match = findRoute(pathname);
  if (!match) return { kind: "pass" };
  if (!user) return { kind: "signIn" };
  if (match.route.path === "/unauthorized") return { kind: "pass" };
  const active = await resolveActiveOrganization(user, activeOrgId);
  if (!active) return { kind: "unauthorized" };
  const { grants, featureAccess } = active.context;
  const allowed =
    satisfies(grants, { org: "READ" }) &&
    satisfies(grants, requirementFor(match.route, match.params)) &&
    (featureAccess === "FULL" || match.route.limited);
  if (!allowed) return { kind: "unauthorized" };
  if (match.route.redirectTo) return { kind: "redirect", to: match.route.redirectTo };
  return { kind: "pass" };
}
