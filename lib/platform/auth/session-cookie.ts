// The session cookie: a next-auth JWT (encrypted with NEXTAUTH_SECRET) that carries only the
// id of a Session row. The row is the truth: deleting it ends the session, whoever holds a copy.
import { decode, encode } from "next-auth/jwt";

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
export const SESSION_COOKIE = "ehs.session-token";

const secureCookies = () => process.env.NODE_ENV === "production" && process.env.COOKIE_SECURE !== "false";

function secret(): string {
  const value = process.env.NEXTAUTH_SECRET;
  if (!value) throw new Error("NEXTAUTH_SECRET is not set");
  return value;
}

export const sessionCookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: secureCookies(),
});

export async function encodeSessionToken(sessionId: string, userId: string): Promise<string> {
  return encode({ token: { sid: sessionId, sub: userId }, secret: secret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

export async function decodeSessionToken(
  token: string | undefined,
): Promise<{ sessionId: string; userId: string } | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: secret() });
    if (typeof payload?.sid !== "string" || typeof payload.sub !== "string") return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return null;
  }
}

export function sessionSetCookie(value: string, maxAge = SESSION_MAX_AGE_SECONDS): string {
  const parts = [`${SESSION_COOKIE}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}
