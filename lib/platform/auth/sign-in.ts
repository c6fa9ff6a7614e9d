import "server-only";
import { ApiError, tooManyRequests } from "@/lib/platform/api/errors";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import { countRecentFailures, findUserByEmail, reachableOrganizations } from "./data";
import { clearSignInFailures, createSession, recordSignInFailure } from "./mutations";
import { decoyPasswordHash, verifyPassword } from "./passwords";
import { encodeSessionToken } from "./session-cookie";

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

const wrongCredentials = () => new ApiError(401, "bad_credentials", "Wrong e-mail or password");

/** 429 after too many failed password checks of the address or from the client address (sign-in and password change alike). */
export async function assertNotRateLimited(email: string, ipAddress: string) {
  const now = Date.now();
  const { byEmail, byIp } = await countRecentFailures(email, ipAddress, new Date(now - SIGN_IN_WINDOW_MS));
  const limited = [byEmail, byIp].filter((bucket) => bucket.count >= MAX_FAILURES && bucket.oldest);
  if (!limited.length) return;
  const freeAt = Math.max(...limited.map((bucket) => bucket.oldest!.getTime() + SIGN_IN_WINDOW_MS));
  throw tooManyRequests((freeAt - now) / 1000, "Too many failed sign-in attempts; try again later");
}

/**
 * Checks the credentials and opens a session. Unknown e-mail, wrong password and a disabled
 * account answer alike and take about as long (the decoy hash is verified when there is no user).
 */
export async function signIn(username: string, password: string, ipAddress: string, userAgent: string | null) {
  const email = username.trim().toLowerCase();
  await assertNotRateLimited(email, ipAddress);
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !user.passwordHash || !valid || user.disabled) {
    await recordSignInFailure(email, ipAddress);
    await recordPlatformEvent({ action: "SIGN_IN_FAILED", user: user && { id: user.id, name: user.name }, email });
    throw wrongCredentials();
  }
  await clearSignInFailures(email);
  const session = await createSession(user.id, ipAddress, userAgent);
  await recordPlatformEvent({ action: "SIGN_IN", user, email });
  const [token, organizations] = await Promise.all([
    encodeSessionToken(session.id, user.id),
    reachableOrganizations(user.id),
  ]);
  return { user, token, organizations, sessionId: session.id };
}
