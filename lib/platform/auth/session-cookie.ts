// The session cookie: a next-auth JWT (encrypted with NEXTAUTH_SECRET) that carries only the
// id of a Session row. The row is the truth: deleting it ends the session, whoever holds a copy.
import { decode, encode } from "next-auth/jwt";
import { cookiesSecure } from "@/lib/platform/http/cookie-security";

/** A session's fixed lifetime from sign-in: SESSION_MAX_AGE_HOURS, 12 by default. */
export const SESSION_MAX_AGE_SECONDS = Math.round(Number(process.env.SESSION_MAX_AGE_HOURS || 12) * 60 * 60);
/** A session unused this long ends before its lifetime: SESSION_IDLE_MINUTES, 120 by default. */
export const SESSION_IDLE_MINUTES = Math.round(Number(process.env.SESSION_IDLE_MINUTES || 120));
export const SESSION_COOKIE = "ehs.session-token";

type RequestLike = { headers: Headers; url: string };

/** Without a request (nothing to read the scheme from): Secure in production unless COOKIE_SECURE=false. */
export const secureCookies = (request?: RequestLike) =>
  request ? cookiesSecure(request) : process.env.NODE_ENV === "production" && process.env.COOKIE_SECURE !== "false";

/** The app's signing secret (NEXTAUTH_SECRET): the session token's and the device cookie's. */
export function secret(): string {
  const value = process.env.NEXTAUTH_SECRET;
  if (!value) throw new Error("NEXTAUTH_SECRET is not set");
  return value;
}

export const sessionCookieOptions = (request?: RequestLike) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: secureCookies(request),
});

export async function encodeSessionToken(sessionId: string, userId: string): Promise<string> {
  return encode({ token: { sid: sessionId, sub: userId }, secret: secret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

type SessionToken = { sessionId: string; userId: string };

// Decrypting a token derives its key (HKDF, on the thread pool) and runs AES-GCM on every request;
// an authentic token says the same until it expires, so its answer is kept that long (1,000 at most).
// Ending a session still takes effect at once: the Session row, not the token, is the truth.
const DECODED_LIMIT = 1_000;
const decoded = new Map<string, SessionToken & { expiresAt: number }>();

function remember(token: string, value: SessionToken, expiresAtSeconds: number) {
  if (decoded.size >= DECODED_LIMIT) decoded.delete(decoded.keys().next().value!);
  decoded.set(token, { ...value, expiresAt: expiresAtSeconds * 1000 });
}

export async function decodeSessionToken(token: string | undefined): Promise<SessionToken | null> {
  if (!token) return null;
  const known = decoded.get(token);
  if (known && known.expiresAt > Date.now()) return { sessionId: known.sessionId, userId: known.userId };
  if (known) decoded.delete(token);
  try {
    const payload = await decode({ token, secret: secret() });
    if (typeof payload?.sid !== "string" || typeof payload.sub !== "string") return null;
    const value = { sessionId: payload.sid, userId: payload.sub };
    if (typeof payload.exp === "number") remember(token, value, payload.exp);
    return value;
  } catch {
    return null;
  }
}

/** The session cookie's Set-Cookie value; Secure follows the request's scheme (see cookie-security.ts). */
export function sessionSetCookie(value: string, maxAge = SESSION_MAX_AGE_SECONDS, request?: RequestLike): string {
  const parts = [`${SESSION_COOKIE}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (secureCookies(request)) parts.push("Secure");
  return parts.join("; ");
}
