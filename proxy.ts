// Every request passes here: security headers with a CSP nonce, the anti-forgery cookie, the
// user's language for next-intl, and the route table's guard for screens. For a screen it also
// resolves the session and the active organization, once, and hands them to the page.
import { NextResponse, type NextRequest } from "next/server";
import { csrfSetCookie, hasCsrfCookie } from "@/lib/platform/api/csrf";
import {
  ACTIVE_ORG_KEY,
  reachesOrganization,
  resolveActiveOrganization,
  type ActiveOrganization,
} from "@/lib/platform/auth/active-org";
import { decide, isScreenRoute, type GuardDecision } from "@/lib/platform/auth/guard";
import { ROUTES } from "@/lib/modules/registry";
import { encodeNavigationContext, NAVIGATION_HEADER } from "@/lib/platform/auth/navigation-context";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";
import type { SessionUser } from "@/lib/platform/auth/types";
import { LANGUAGE_HEADER } from "@/lib/platform/i18n/config";
import { createNonce, securityHeaders } from "@/lib/platform/http/security-headers";
import { isDatabaseUnavailable } from "@/lib/platform/api/database-unavailable";
import { databaseUnavailablePage } from "@/lib/platform/http/unavailable-page";
import { ORGANIZATION_PARAM } from "@/lib/platform/http/organization-link";

/** Route handlers, not screens: the API checks its callers itself, and /assets serves the message files. */
const isRouteHandler = (pathname: string) => pathname.startsWith("/api/") || pathname.startsWith("/assets/");

/** Any path the app does not know renders the 404 page (a rewrite to a path that matches no page). */
const NOT_FOUND_PATH = "/_not-found-by-guard";

function finish(response: NextResponse, request: NextRequest, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // API answers are per user and per moment: no browser or shared cache may keep one
  if (request.nextUrl.pathname.startsWith("/api/")) response.headers.set("Cache-Control", "no-store");
  if (!hasCsrfCookie(request)) response.headers.append("Set-Cookie", csrfSetCookie(request));
  return response;
}

export default async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const headers = securityHeaders(nonce);
  const { pathname, search } = request.nextUrl;

  const forwarded = new Headers(request.headers);
  forwarded.delete(LANGUAGE_HEADER);
  forwarded.delete(NAVIGATION_HEADER);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]);
  forwarded.set("x-ehs-path", `${pathname}${search}`);

  if (isRouteHandler(pathname)) {
    return finish(NextResponse.next({ request: { headers: forwarded } }), request, headers);
  }

  let user: SessionUser | null = null;
  let active: ActiveOrganization | null = null;
  let decision: GuardDecision;
  try {
    user = await sessionUserFromCookieHeader(request.headers.get("cookie"));
    const linked = request.nextUrl.searchParams.get(ORGANIZATION_PARAM);
    if (user && linked !== null && isScreenRoute(ROUTES, pathname)) {
      // a link into an organization (a due line below the active one, the digest's): that
      // organization becomes the active one, as the switcher would make it, and the screen opens
      const target = request.nextUrl.clone();
      target.searchParams.delete(ORGANIZATION_PARAM);
      const response = NextResponse.redirect(target);
      if (await reachesOrganization(user, linked)) {
        response.cookies.set(ACTIVE_ORG_KEY, linked, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
      }
      return finish(response, request, headers);
    }
    if (user && isScreenRoute(ROUTES, pathname)) {
      active = await resolveActiveOrganization(user, request.cookies.get(ACTIVE_ORG_KEY)?.value);
    }
    decision = decide(ROUTES, pathname, user && { access: active?.context ?? null });
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      console.error("[proxy] the database cannot be reached");
      const page = databaseUnavailablePage(request.cookies.get("lang")?.value, request.headers.get("accept-language"));
      return finish(new NextResponse(page.body, page), request, headers);
    }
    console.error("[proxy] permission check failed", error);
    decision = { kind: "signIn" };
  }
  if (decision.kind === "notFound") {
    return finish(
      NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers: forwarded }, status: 404 }),
      request,
      headers,
    );
  }
  if (decision.kind === "signIn") {
    const target = new URL("/", request.url);
    target.searchParams.set("return_url", `${pathname}${search}`);
    return finish(NextResponse.redirect(target), request, headers);
  }
  if (decision.kind === "unauthorized") {
    // the page says whether the role or the organization's feature access keeps the person out
    const target = decision.reason === "featureAccess" ? "/unauthorized?reason=feature-access" : "/unauthorized";
    return finish(NextResponse.redirect(new URL(target, request.url)), request, headers);
  }
  if (decision.kind === "redirect") {
    return finish(NextResponse.redirect(new URL(decision.to, request.url)), request, headers);
  }
  if (user) forwarded.set(LANGUAGE_HEADER, user.language);
  if (user && active) forwarded.set(NAVIGATION_HEADER, encodeNavigationContext({ ...active, user }));
  return finish(NextResponse.next({ request: { headers: forwarded } }), request, headers);
}

export const config = {
  // public/ files (the app icon, the GHS pictograms) are served as they are, to anyone
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|ghs/).*)"],
};
