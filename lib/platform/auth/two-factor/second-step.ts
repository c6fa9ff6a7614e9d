import "server-only";
// The second step of signing in: the account named by the pending cookie (pending.ts) and a code.
// Wrong codes are limited like wrong passwords (sign-in-limits.ts), under a count of their own. A
// person who must have a second factor and has none sets up the app first (`enrol`): the first
// code of the new secret turns it on and opens the session, with the recovery codes to save.
import { ApiError } from "@/lib/platform/api/errors";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import { db } from "@/lib/platform/db";
import { trustedDeviceNonce } from "../device-cookie";
import { clearSignInFailures } from "../mutations";
import { openSession } from "../sign-in";
import { assertMayTryPassword, recordPasswordFailure } from "../sign-in-limits";
import type { PendingSignIn } from "./pending";
import { acceptsSecondFactor, activateEnrolment, startEnrolment } from "./two-factor";

const expired = () => new ApiError(401, "second_factor_expired", "The time for the code ran out; sign in again");
const wrongCode = () => new ApiError(401, "bad_code", "The code is not right", { code: "The code is not right" });

/** The account of a pending sign-in, when it is still waiting for the step the cookie names. */
async function waitingAccount(pending: PendingSignIn | null, step: PendingSignIn["step"]) {
  const user = pending?.step === step ? await db().user.findUnique({ where: { id: pending.userId } }) : null;
  if (!user || user.disabled || (step === "code") !== (user.totpSecret !== null)) throw expired();
  return user;
}

/** The new secret of a person who enrols at sign-in. */
export async function startEnrolmentAtSignIn(pending: PendingSignIn | null) {
  return startEnrolment(await waitingAccount(pending, "enrol"));
}

export async function completeSecondFactor(
  pending: PendingSignIn | null,
  code: string,
  ipAddress: string,
  userAgent: string | null,
  cookieHeader: string | null,
) {
  const user = await waitingAccount(pending, pending?.step ?? "code");
  const device = trustedDeviceNonce(cookieHeader, user.id);
  await assertMayTryPassword(user.email, ipAddress, device, "SECOND_FACTOR");
  let recoveryCodes: string[] | undefined;
  if (pending!.step === "enrol") {
    recoveryCodes = await activateEnrolment(user, code).catch(async (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      await recordPasswordFailure(user.email, ipAddress, device, "SECOND_FACTOR");
      throw wrongCode();
    });
  } else if (!(await acceptsSecondFactor(user.id, code))) {
    await recordPasswordFailure(user.email, ipAddress, device, "SECOND_FACTOR");
    await recordPlatformEvent({ action: "SIGN_IN_FAILED", user, email: user.email });
    throw wrongCode();
  }
  await clearSignInFailures(user.email, "SECOND_FACTOR");
  return { session: await openSession(user, ipAddress, userAgent), recoveryCodes };
}
