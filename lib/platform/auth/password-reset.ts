import "server-only";
import { ApiError } from "@/lib/platform/api/errors";
import { findValidToken } from "./data";
import { hashToken, setPasswordWithToken } from "./mutations";
import { passwordResetMail } from "./password-reset-mail";
import { hashPassword, passwordProblem } from "./passwords";

const ONE_HOUR = 60 * 60 * 1000;
export const INVITATION_VALID_MS = 7 * 24 * ONE_HOUR;

const problemMessages = {
  too_short: "Use at least 12 characters",
  same_as_email: "Do not use your e-mail address as password",
  too_common: "This password is too common; choose another",
} as const;

/**
 * Queues the reset mail for the address and says nothing either way: whether an active account
 * has the address is decided in the background (`password-reset-mail.ts`), so the answer takes
 * the same time for a stranger's address as for a member's.
 */
export async function requestPasswordReset(email: string, baseUrl: string): Promise<void> {
  await passwordResetMail.enqueue({ email: email.trim().toLowerCase(), baseUrl });
}

const invalidToken = () =>
  new ApiError(400, "invalid_token", "This link is used, expired or unknown; ask for a new one");

/** Sets a new password through a token; ends every session of that user. */
export async function completePasswordReset(token: string, password: string): Promise<void> {
  const found = await findValidToken(hashToken(token));
  if (!found) throw invalidToken();
  const problem = passwordProblem(password, found.user.email);
  // the code names the problem so that forms can say it in the user's language
  if (problem)
    throw new ApiError(422, `password_${problem}`, problemMessages[problem], { password: problemMessages[problem] });
  const ok = await setPasswordWithToken(found.id, found.user.id, await hashPassword(password));
  if (!ok) throw invalidToken();
}
