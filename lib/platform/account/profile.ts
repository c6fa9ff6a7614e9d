import "server-only";
import { ApiError, validationFailed } from "@/lib/platform/api/errors";

import { hashPassword, passwordProblem, verifyPassword } from "@/lib/platform/auth/passwords";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import { assertMayTryPassword, recordPasswordFailure } from "@/lib/platform/auth/sign-in-limits";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db, type Tx } from "@/lib/platform/db";
import type { PasswordChange, ProfileUpdate } from "./schema";

// The signed-in person's own account: the name and language are theirs alone (no organization
// changes them), and so are the password and the sessions.

const profileSelect = { id: true, name: true, email: true, language: true } as const;

export const getProfile = (user: SessionUser) =>
  db().user.findUniqueOrThrow({ where: { id: user.id }, select: profileSelect });

export const updateProfile = (user: SessionUser, input: ProfileUpdate) =>
  db().user.update({
    where: { id: user.id },
    data: { name: input.name, language: input.language },
    select: profileSelect,
  });

const problemMessages = {
  too_short: "Use at least 12 characters",
  same_as_email: "Do not use your e-mail address as password",
  too_common: "This password is too common; choose another",
} as const;

/**
 * Changes the password after checking the current one, and ends every other session of the person
 * (and the reset links not used yet): whoever knew the old password is signed out. A wrong current
 * password counts as a failed sign-in, so a session left open is no way to guess the password.
 */
export async function changePassword(
  user: SessionUser,
  input: PasswordChange,
  ipAddress: string,
): Promise<{ endedSessions: number }> {
  await assertMayTryPassword(user.email, ipAddress, null);
  const account = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!account.passwordHash || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    await recordPasswordFailure(user.email, ipAddress, null);
    throw validationFailed({ currentPassword: "The current password is wrong" }, "The current password is wrong");
  }
  const problem = passwordProblem(input.newPassword, user.email);
  // the code names the problem so that forms can say it in the person's language
  if (problem) {
    throw new ApiError(422, `password_${problem}`, problemMessages[problem], { newPassword: problemMessages[problem] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db().$transaction(async (tx: Tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.userToken.updateMany({ where: { userId: user.id, usedDate: null }, data: { usedDate: new Date() } });
    return { endedSessions: await endOtherSessionsIn(tx, user) };
  });
}

/**
 * Ends the person's other sessions and revokes the calendar feed's secret address (a copied
 * address is a way in like a session; the person makes a new one), and records in the audit trail
 * how many sessions ended when there were any.
 */
async function endOtherSessionsIn(tx: Tx, user: SessionUser) {
  await tx.user.update({ where: { id: user.id }, data: { calendarFeedHash: null } });
  const { count } = await tx.session.deleteMany({ where: { userId: user.id, id: { not: user.sessionId } } });
  if (count) await recordPlatformEvent({ action: "SIGN_OUT", user, email: user.email, sessionsEnded: count }, tx);
  return count;
}

/** Ends every session of the person but the one asking; the screen then signs this one out too. */
export const endOtherSessions = async (user: SessionUser) => ({
  endedSessions: await db().$transaction((tx: Tx) => endOtherSessionsIn(tx, user)),
});
