import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/platform/db";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import type { SignInStep, UserTokenPurpose } from "@/lib/generated/prisma/enums";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSession(userId: string, ipAddress: string, userAgent: string | null) {
  return db().session.create({
    data: {
      userId,
      ipAddress,
      userAgent: userAgent?.slice(0, 400),
      expiresDate: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    },
  });
}

/** Ends a session (logout); the end is recorded in the audit trail with the deletion. */
export function deleteSession(sessionId: string) {
  return db().$transaction(async (tx) => {
    const session = await tx.session.findUnique({
      where: { id: sessionId },
      select: { user: { select: { id: true, name: true, email: true } } },
    });
    const deleted = await tx.session.deleteMany({ where: { id: sessionId } });
    if (deleted.count && session) {
      await recordPlatformEvent({ action: "SIGN_OUT", user: session.user, email: session.user.email }, tx);
    }
    return deleted;
  });
}

/**
 * A step passed: its failures on the account no longer slow the owner down. Each step clears only
 * its own, so a stranger who knows the password cannot wipe the count of their wrong codes.
 */
export function clearSignInFailures(email: string, step: SignInStep) {
  return db().signInFailure.deleteMany({ where: { email, step } });
}

/**
 * Creates a single-use token and returns it in clear; only its hash is stored. An invitation's
 * token names the membership it was mailed for.
 */
export async function createUserToken(
  userId: string,
  purpose: UserTokenPurpose,
  validForMs: number,
  membershipId?: string,
) {
  const token = randomBytes(32).toString("base64url");
  await db().userToken.create({
    data: {
      userId,
      purpose,
      membershipId,
      tokenHash: hashToken(token),
      expiresDate: new Date(Date.now() + validForMs),
    },
  });
  return token;
}

/**
 * Sets the password through a token in one transaction: the token is used up (only if nobody used
 * it first), other tokens of the user die, and every session of the user ends. Choosing the first
 * password through an invitation link accepts the invitation that link was mailed for, and no
 * other: an invitation from another organization waits on the profile until the person answers it.
 */
export async function setPasswordWithToken(tokenId: string, userId: string, passwordHash: string): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const used = await tx.userToken.updateMany({
      where: { id: tokenId, usedDate: null, expiresDate: { gt: new Date() } },
      data: { usedDate: new Date() },
    });
    if (used.count !== 1) return false;
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
    const token = await tx.userToken.findUniqueOrThrow({
      where: { id: tokenId },
      select: { purpose: true, membershipId: true },
    });
    if (token.purpose === "INVITATION" && token.membershipId && !before.passwordHash) {
      await tx.membership.updateMany({
        where: { id: token.membershipId, userId, status: "INVITED" },
        data: { status: "ACTIVE", invitedName: null },
      });
    }
    // a reset ends every way into the account, the calendar feed's secret address too
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, calendarFeedHash: null },
      select: { id: true, name: true, email: true },
    });
    await tx.userToken.updateMany({ where: { userId, usedDate: null }, data: { usedDate: new Date() } });
    // the owner has proven the account theirs: failed attempts on it no longer slow them down
    await tx.signInFailure.deleteMany({ where: { email: user.email } });
    const ended = await tx.session.deleteMany({ where: { userId } });
    await recordPlatformEvent({ action: "PASSWORD_RESET", user, email: user.email, sessionsEnded: ended.count }, tx);
    return true;
  });
}

export function storeErrorReport(data: { userId: string | null; ipAddress: string; message: string; details: object }) {
  return db().errorReport.create({ data });
}

/**
 * Housekeeping: expired sessions, used or expired tokens, and failures outside every window. Each
 * person whose sessions expired gets one audit entry saying how many, in the same transaction.
 */
export async function sweepExpiredAuthRows(now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db().$transaction(async (tx) => {
    const expired = await tx.session.groupBy({
      by: ["userId"],
      where: { expiresDate: { lt: now } },
      _count: { _all: true },
    });
    const people = await tx.user.findMany({
      where: { id: { in: expired.map((row) => row.userId) } },
      select: { id: true, name: true, email: true },
    });
    await tx.session.deleteMany({ where: { expiresDate: { lt: now } } });
    for (const person of people) {
      const sessionsEnded = expired.find((row) => row.userId === person.id)!._count._all;
      const event = { action: "SIGN_OUT", user: person, email: person.email, sessionsEnded, bySystem: true } as const;
      await recordPlatformEvent(event, tx);
    }
    await tx.userToken.deleteMany({ where: { OR: [{ expiresDate: { lt: dayAgo } }, { usedDate: { lt: dayAgo } }] } });
    await tx.signInFailure.deleteMany({ where: { createdDate: { lt: dayAgo } } });
    await tx.passwordResetRequest.deleteMany({ where: { createdDate: { lt: dayAgo } } });
  });
}
