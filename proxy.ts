// Every request passes here: security headers with a CSP nonce, the anti-forgery cookie, the
// user's language for next-intl, and the route table's guard for screens.
import { NextResponse, type NextRequest } from "next/server";
import { CSRF_COOKIE } from "@/lib/platform/api/csrf";
import { ACTIVE_ORG_KEY } from "@/lib/platform/auth/active-org";
import { decide } from "@/lib/platform/auth/guard";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";
import type { SessionUser } from "@/lib/platform/auth/types";
import { LANGUAGE_HEADER } from "@/lib/platform/i18n/config";
import { createNonce, securityHeaders } from "@/lib/platform/http/security-headers";

const isApi = (pathname: string) => pathname.startsWith("/api/");

function finish(response: NextResponse, request: NextRequest, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (!request.cookies.get(CSRF_COOKIE)) {
    response.cookies.set(CSRF_COOKIE, crypto.randomUUID().replaceAll("-", ""), {
      path: "/",
      sameSite: "lax",
      secure: process.env.NODE_ENV === "production" && process.env.COOKIE_SECURE !== "false",
    });
  }
  return response;
}

export default async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const headers = securityHeaders(nonce);
  const { pathname, search } = request.nextUrl;

  const forwarded = new Headers(request.headers);
  forwarded.delete(LANGUAGE_HEADER);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]);
  forwarded.set("x-ehs-path", `${pathname}${search}`);

  if (isApi(pathname)) return finish(NextResponse.next({ request: { headers: forwarded } }), request, headers);

  let user: SessionUser | null = null;
  let decision;
  try {
    user = await sessionUserFromCookieHeader(request.headers.get("cookie"));
    decision = await decide(pathname, user, request.cookies.get(ACTIVE_ORG_KEY)?.value);
  } catch (error) {
    console.error("[proxy] permission check failed", error);
    decision = { kind: "signIn" } as const;
  }
  if (decision.kind === "signIn") {
    const target = new URL("/", request.url);
    target.searchParams.set("return_url", `${pathname}${search}`);
    return finish(NextResponse.redirect(target), request, headers);
  }
  if (decision.kind === "unauthorized") {
    return finish(NextResponse.redirect(new URL("/unauthorized", request.url)), request, headers);
  }
  if (decision.kind === "redirect") {
    return finish(NextResponse.redirect(new URL(decision.to, request.url)), request, headers);
  }
  if (user) forwarded.set(LANGUAGE_HEADER, user.language);
  return finish(NextResponse.next({ request: { headers: forwarded } }), request, headers);
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
