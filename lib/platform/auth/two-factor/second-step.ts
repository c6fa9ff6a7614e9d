import "server-only";
// The second step of signing in: the account named by the pending cookie (pending.ts) and a code.
// Wrong codes are limited like wrong passwords (sign-in-limits.ts), under a count of their own.
import { ApiError } from "@/lib/platform/api/errors";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import { db } from "@/lib/platform/db";
import { trustedDeviceNonce } from "../device-cookie";
import { clearSignInFailures } from "../mutations";
import { openSession } from "../sign-in";
import { assertMayTryPassword, recordPasswordFailure } from "../sign-in-limits";
import { acceptsSecondFactor } from "./two-factor";

const expired = () => new ApiError(401, "second_factor_expired", "The time for the code ran out; sign in again");

export async function completeSecondFactor(
  userId: string | null,
  code: string,
  ipAddress: string,
  userAgent: string | null,
  cookieHeader: string | null,
) {
  const user = userId ? await db().user.findUnique({ where: { id: userId } }) : null;
  if (!user || user.disabled || !user.totpSecret) throw expired();
  const device = trustedDeviceNonce(cookieHeader, user.id);
  await assertMayTryPassword(user.email, ipAddress, device, "SECOND_FACTOR");
  if (!(await acceptsSecondFactor(user.id, code))) {
    await recordPasswordFailure(user.email, ipAddress, device, "SECOND_FACTOR");
    await recordPlatformEvent({ action: "SIGN_IN_FAILED", user, email: user.email });
    throw new ApiError(401, "bad_code", "The code is not right", { code: "The code is not right" });
  }
  await clearSignInFailures(user.email, "SECOND_FACTOR");
  return openSession(user, ipAddress, userAgent);
}
