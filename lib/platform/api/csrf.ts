// Anti-forgery by double submit: the anti-forgery cookie (readable by our scripts, not by other
// sites) must come back in the X-XSRF-TOKEN header on every state-changing request. Over HTTPS the
// cookie is `__Host-XSRF-TOKEN`: Secure, host-only and for path /, so neither a sibling subdomain
// nor a plain-HTTP page can plant a token the app would then accept. A fresh token is issued at
// sign-in and sign-out, so a token known before signing in is worthless afterwards.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { cookiesSecure } from "@/lib/platform/http/cookie-security";

const CSRF_COOKIE = "XSRF-TOKEN";
const SECURE_CSRF_COOKIE = "__Host-XSRF-TOKEN";
const CSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type RequestLike = { headers: Headers; url: string; method?: string };

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The anti-forgery cookie's name for this request: prefixed whenever cookies are Secure. */
const csrfCookieName = (request: RequestLike) => (cookiesSecure(request) ? SECURE_CSRF_COOKIE : CSRF_COOKIE);

export const hasCsrfCookie = (request: RequestLike) =>
  readCookie(request.headers.get("cookie"), csrfCookieName(request)) !== undefined;

/** A Set-Cookie value with a fresh token, readable by the page's scripts (not httpOnly). */
export function csrfSetCookie(request: RequestLike): string {
  const parts = [`${csrfCookieName(request)}=${randomBytes(16).toString("hex")}`, "Path=/", "SameSite=Lax"];
  if (cookiesSecure(request)) parts.push("Secure");
  return parts.join("; ");
}

export function passesCsrfCheck(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const cookie = readCookie(request.headers.get("cookie"), csrfCookieName(request));
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header || cookie.length < 16) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
