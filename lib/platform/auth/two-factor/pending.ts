import "server-only";
// Between the password and the code of two-factor sign-in there is no session yet: the browser
// holds a short-lived cookie, encrypted like the session token but under a key of its own, that
// names the account whose password was right. Only the second step reads it; it opens nothing else.
import { decode, encode } from "next-auth/jwt";
import { readCookie } from "@/lib/platform/api/csrf";
import { secret, secureCookies } from "../session-cookie";
import type { SecondStep } from "../sign-in";

const PENDING_COOKIE = "ehs.second-factor";
/** How long the second step waits for the code after the password. */
const PENDING_MAX_AGE_SECONDS = 10 * 60;

type RequestLike = { headers: Headers; url: string };

const pendingSecret = () => `${secret()}:second-factor`;

function cookie(value: string, maxAge: number, request: RequestLike) {
  const parts = [`${PENDING_COOKIE}=${value}`, "Path=/api/v1/authentications", "HttpOnly", "SameSite=Strict"];
  parts.push(`Max-Age=${maxAge}`);
  if (secureCookies(request)) parts.push("Secure");
  return parts.join("; ");
}

/** The Set-Cookie that carries the account, and what its second step asks for, to that step. */
export async function pendingSetCookie(userId: string, step: SecondStep, request: RequestLike): Promise<string> {
  const token = await encode({
    token: { sub: userId, purpose: "second-factor", step },
    secret: pendingSecret(),
    maxAge: PENDING_MAX_AGE_SECONDS,
  });
  return cookie(token, PENDING_MAX_AGE_SECONDS, request);
}

export const pendingClearCookie = (request: RequestLike) => cookie("", 0, request);

export type PendingSignIn = { userId: string; step: SecondStep };

/** The account waiting for its second step, or null when the cookie is missing, forged or expired. */
export async function pendingSignIn(cookieHeader: string | null): Promise<PendingSignIn | null> {
  const token = readCookie(cookieHeader, PENDING_COOKIE);
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: pendingSecret() });
    const step = payload?.step;
    if (payload?.purpose !== "second-factor" || typeof payload.sub !== "string") return null;
    return step === "code" || step === "enrol" ? { userId: payload.sub, step } : null;
  } catch {
    return null;
  }
}
