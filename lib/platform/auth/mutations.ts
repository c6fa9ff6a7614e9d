import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/platform/db";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import type { UserTokenPurpose } from "@/lib/generated/prisma/enums";
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

export function recordSignInFailure(email: string, ipAddress: string) {
  return db().signInFailure.create({ data: { email, ipAddress } });
}

export function clearSignInFailures(email: string) {
  return db().signInFailure.deleteMany({ where: { email } });
}

/** Creates a single-use token and returns it in clear; only its hash is stored. */
export async function createUserToken(userId: string, purpose: UserTokenPurpose, validForMs: number) {
  const token = randomBytes(32).toString("base64url");
  await db().userToken.create({
    data: { userId, purpose, tokenHash: hashToken(token), expiresDate: new Date(Date.now() + validForMs) },
  });
  return token;
}

/**
 * Sets the password through a token in one transaction: the token is used up (only if nobody used
 * it first), other tokens of the user die, and every session of the user ends. Choosing the first
 * password through an invitation link accepts the invitations of the new account: each was mailed
 * with such a link, and the account has never had access before.
 */
export async function setPasswordWithToken(tokenId: string, userId: string, passwordHash: string): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const used = await tx.userToken.updateMany({
      where: { id: tokenId, usedDate: null, expiresDate: { gt: new Date() } },
      data: { usedDate: new Date() },
    });
    if (used.count !== 1) return false;
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
    const token = await tx.userToken.findUniqueOrThrow({ where: { id: tokenId }, select: { purpose: true } });
    if (token.purpose === "INVITATION" && !before.passwordHash) {
      await tx.membership.updateMany({
        where: { userId, status: "INVITED" },
        data: { status: "ACTIVE", invitedName: null },
      });
    }
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash },
      select: { id: true, name: true, email: true },
    });
    await recordPlatformEvent({ action: "PASSWORD_RESET", user, email: user.email }, tx);
    await tx.userToken.updateMany({ where: { userId, usedDate: null }, data: { usedDate: new Date() } });
    await tx.session.deleteMany({ where: { userId } });
    return true;
  });
}

export function storeErrorReport(data: { userId: string | null; ipAddress: string; message: string; details: object }) {
  return db().errorReport.create({ data });
}

/** Housekeeping: expired sessions, used or expired tokens, and failures outside every window. */
export async function sweepExpiredAuthRows(now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db().$transaction([
    db().session.deleteMany({ where: { expiresDate: { lt: now } } }),
    db().userToken.deleteMany({ where: { OR: [{ expiresDate: { lt: dayAgo } }, { usedDate: { lt: dayAgo } }] } }),
    db().signInFailure.deleteMany({ where: { createdDate: { lt: dayAgo } } }),
    db().passwordResetRequest.deleteMany({ where: { createdDate: { lt: dayAgo } } }),
  ]);
}
