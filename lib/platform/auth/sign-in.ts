import "server-only";
import { ApiError } from "@/lib/platform/api/errors";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import { findUserByEmail, reachableOrganizations } from "./data";
import { trustedDeviceNonce } from "./device-cookie";
import { clearSignInFailures, createSession } from "./mutations";
import { assertMayTryPassword, recordPasswordFailure } from "./sign-in-limits";
import { decoyPasswordHash, verifyPassword } from "./passwords";
import { encodeSessionToken } from "./session-cookie";
import { singleSignOnRequired } from "./single-sign-on/requirement";
import { twoFactorRequired } from "./two-factor/requirement";

const wrongCredentials = () => new ApiError(401, "bad_credentials", "Wrong e-mail or password");
const singleSignOnOnly = () =>
  new ApiError(403, "single_sign_on_required", "Your organization signs you in through its own sign-in");

type Account = { id: string; email: string; name: string; language: string };

/** What the second step of signing in asks for: the code, or setting up the app first. */
export type SecondStep = "code" | "enrol";

/** The Session row (and its audit entry) of a person who passed every step of signing in, by any method. */
export async function startSession(user: Account, ipAddress: string, userAgent: string | null) {
  const session = await createSession(user.id, ipAddress, userAgent);
  await recordPlatformEvent({ action: "SIGN_IN", user, email: user.email });
  return session;
}

/** A session for a person who passed every step of signing in with a password. */
export async function openSession(user: Account, ipAddress: string, userAgent: string | null) {
  const session = await startSession(user, ipAddress, userAgent);
  const [token, organizations] = await Promise.all([
    encodeSessionToken(session.id, user.id),
    reachableOrganizations(user.id),
  ]);
  return { user, token, organizations, sessionId: session.id };
}

export type OpenedSession = Awaited<ReturnType<typeof openSession>>;

/**
 * Checks the credentials and opens a session, or, for a person with two-factor sign-in, says that
 * the code comes next (no session yet); one who must have it and has none enrols first. Unknown e-mail, wrong password and a disabled account
 * answer alike and take about as long (the decoy hash is verified when there is no user).
 * `cookieHeader` may carry the device cookie of a browser where the person signed in before.
 */
export async function signIn(
  username: string,
  password: string,
  ipAddress: string,
  userAgent: string | null,
  cookieHeader: string | null = null,
): Promise<{ session: OpenedSession } | { secondFactorOf: Account; step: SecondStep }> {
  const email = username.trim().toLowerCase();
  const user = await findUserByEmail(email);
  const device = user ? trustedDeviceNonce(cookieHeader, user.id) : null;
  await assertMayTryPassword(email, ipAddress, device);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !user.passwordHash || !valid || user.disabled) {
    await recordPasswordFailure(email, ipAddress, device);
    await recordPlatformEvent({ action: "SIGN_IN_FAILED", user: user && { id: user.id, name: user.name }, email });
    throw wrongCredentials();
  }
  await clearSignInFailures(email, "PASSWORD");
  // said only after the right password, so it tells a stranger nothing about the account
  if (await singleSignOnRequired(user.id)) throw singleSignOnOnly();
  if (user.totpSecret) return { secondFactorOf: user, step: "code" };
  if (await twoFactorRequired(user.id)) return { secondFactorOf: user, step: "enrol" };
  return { session: await openSession(user, ipAddress, userAgent) };
}
