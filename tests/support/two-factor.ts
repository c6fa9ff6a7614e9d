// Two-factor sign-in for a test's account, set up through the app's own functions: the person's
// password is the demo one again, and the secret (to make codes with) and the recovery codes are
// handed back.
import { generate } from "otplib";
import { db } from "@/lib/platform/db";
import { hashPassword } from "@/lib/platform/auth/passwords";
import { confirmEnrolment, startEnrolment } from "@/lib/platform/auth/two-factor/two-factor";
import { DEMO_PASSWORD, rememberSecondFactor } from "./api";

/** The code the person's app shows now. */
export const codeNow = (secret: string) => generate({ secret });

/** A started enrolment: the secret waits for a code. */
export async function pendingEnrolment(email: string) {
  const user = await db().user.update({
    where: { email },
    data: { passwordHash: await hashPassword(DEMO_PASSWORD) },
    select: { id: true, email: true, name: true },
  });
  const { secret } = await startEnrolment(user);
  return { user, secret };
}

/** Two-factor sign-in turned on: its secret and its ten recovery codes. */
export async function enrolled(email: string) {
  const { user, secret } = await pendingEnrolment(email);
  const recoveryCodes = await confirmEnrolment(user, await codeNow(secret), DEMO_PASSWORD, "203.0.113.1");
  // the file's later sign-ins of the person use the last of the codes; a test uses the first ones
  rememberSecondFactor(email, secret, recoveryCodes.slice(5));
  return { user, secret, recoveryCodes };
}
