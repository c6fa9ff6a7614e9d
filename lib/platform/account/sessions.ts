import "server-only";
// The person's own sessions: where they are signed in, and ending any one of them.
import { notFound } from "@/lib/platform/api/errors";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import { browserOf } from "./browser-name";

/** The live sessions, the one asking first, then the most recently used. */
export async function listSessions(user: SessionUser) {
  const rows = await db().session.findMany({
    where: { userId: user.id, expiresDate: { gt: new Date() } },
    orderBy: { lastModifiedDate: "desc" },
    select: {
      id: true,
      userAgent: true,
      ipAddress: true,
      createdDate: true,
      lastModifiedDate: true,
      expiresDate: true,
    },
  });
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === user.sessionId,
      browser: browserOf(row.userAgent),
      ipAddress: row.ipAddress,
      signedInDate: row.createdDate,
      lastSeenDate: row.lastModifiedDate,
      expiresDate: row.expiresDate,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the person's sessions (404 for anyone else's); the audit trail says so. */
export async function endSession(user: SessionUser, sessionId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({ where: { id: sessionId, userId: user.id } });
    if (!count) throw notFound("Session not found");
    await recordPlatformEvent({ action: "SIGN_OUT", user, email: user.email, sessionsEnded: 1 }, tx);
  });
}
