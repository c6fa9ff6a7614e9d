import "server-only";
import { readCookie } from "@/lib/platform/api/csrf";
import { findSessionUser } from "./data";
import { decodeSessionToken, SESSION_COOKIE } from "./session-cookie";
import type { SessionUser } from "./types";

/** The signed-in user behind a cookie header, or null. Checks the Session row on every call. */
export async function sessionUserFromCookieHeader(cookieHeader: string | null): Promise<SessionUser | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const claims = await decodeSessionToken(token);
  return claims ? findSessionUser(claims.sessionId, claims.userId) : null;
}
