import "server-only";
import { ApiError } from "@/lib/platform/api/errors";
import { sendMail } from "@/lib/platform/mail";
import { findUserByEmail, findValidToken } from "./data";
import { createUserToken, hashToken, setPasswordWithToken } from "./mutations";
import { hashPassword, passwordProblem } from "./passwords";

const ONE_HOUR = 60 * 60 * 1000;
export const INVITATION_VALID_MS = 7 * 24 * ONE_HOUR;

const problemMessages = {
  too_short: "Use at least 12 characters",
  same_as_email: "Do not use your e-mail address as password",
  too_common: "This password is too common; choose another",
} as const;

export function resetLink(baseUrl: string, token: string) {
  return `${baseUrl.replace(/\/$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Sends a reset link when the address belongs to an active user; says nothing either way. */
export async function requestPasswordReset(email: string, baseUrl: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.disabled) return;
  const token = await createUserToken(user.id, "PASSWORD_RESET", ONE_HOUR);
  await sendMail({
    to: user.email,
    subject: "Reset your password",
    text: `Someone asked to reset the password of ${user.email}.\n\nChoose a new password here (valid for one hour):\n${resetLink(baseUrl, token)}\n\nIf it was not you, ignore this message.`,
  }).catch((error) => console.error("[mail] could not send the reset link", error));
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
