// Anti-forgery by double submit: the XSRF-TOKEN cookie (readable by our scripts, not by other
// sites) must come back in the X-XSRF-TOKEN header on every state-changing request.
import { timingSafeEqual } from "node:crypto";

export const CSRF_COOKIE = "XSRF-TOKEN";
const CSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function passesCsrfCheck(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const cookie = readCookie(request.headers.get("cookie"), CSRF_COOKIE);
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header || cookie.length < 16) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
