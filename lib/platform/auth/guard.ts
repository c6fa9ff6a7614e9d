import { findRoute, isPublicPath, screenRefusal, type RouteTable } from "@/lib/platform/modules/route-table";
import type { Grants } from "./scopes";

export type GuardDecision =
  | { kind: "pass" }
  | { kind: "signIn" }
  /** `featureAccess`: the role would do, but the organization's LIMITED feature access leaves the page out. */
  | { kind: "unauthorized"; reason?: "role" | "featureAccess" }
  | { kind: "notFound" }
  | { kind: "redirect"; to: string };

/** What the guard knows of the caller: nothing (anonymous), or the user and the active organization. */
export type GuardSubject = null | {
  access: { grants: Grants; featureAccess: "FULL" | "LIMITED" } | null; /* null: reaches no organization */
};

/** Whether the path is a signed-in screen, for which the proxy resolves the active organization. */
export const isScreenRoute = (table: RouteTable, pathname: string) => findRoute(table, pathname) !== null;

/**
 * The guard for a screen path. It fails closed: a path that is neither public nor in the route
 * table is 404 for everyone, so a page missing from the table is never open. Anonymous → sign in;
 * signed in without the scope, or outside LIMITED access → unauthorized.
 */
export function decide(table: RouteTable, pathname: string, subject: GuardSubject): GuardDecision {
  if (pathname === "/" && subject) return { kind: "redirect", to: "/dashboard" };
  if (isPublicPath(pathname)) return { kind: "pass" };
  const match = findRoute(table, pathname);
  if (!match) return { kind: "notFound" };
  if (!subject) return { kind: "signIn" };
  if (match.route.path === "/unauthorized") return { kind: "pass" };
  if (!subject.access) return { kind: "unauthorized" };
  const refusal = screenRefusal(match, subject.access);
  if (refusal) return { kind: "unauthorized", reason: refusal };
  if (match.route.redirectTo) return { kind: "redirect", to: match.route.redirectTo };
  return { kind: "pass" };
}
