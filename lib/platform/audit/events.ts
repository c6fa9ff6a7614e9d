import "server-only";
import { db, type Tx } from "@/lib/platform/db";

type PlatformEvent = {
  action:
    | "SIGN_IN"
    | "SIGN_IN_FAILED"
    | "PASSWORD_RESET"
    | "SIGN_OUT"
    | "TWO_FACTOR_ON"
    | "TWO_FACTOR_OFF"
    | "RECOVERY_CODES_NEW";
  /** The account, when there is one (a failed sign-in may name an unknown address). */
  user?: { id: string; name: string } | null;
  /** The address the event is about, as typed for a failed sign-in. */
  email: string;
  /** Sessions that ended with the event: signing out everywhere, a new password, or their expiry. */
  sessionsEnded?: number;
  /** Ended by the product itself (sessions that expired), not by the person. */
  bySystem?: boolean;
};

/**
 * Sign-ins, failed sign-ins, password resets, ends of sessions and changes of two-factor sign-in. They belong to no
 * organization: a person may belong to several tenants, and none of them is told of the others.
 * Never the password or the token. With `tx`, the entry is part of that transaction.
 */
export async function recordPlatformEvent(event: PlatformEvent, tx?: Tx): Promise<void> {
  // a failed sign-in is not known to be the account holder's own
  const anonymous = event.action === "SIGN_IN_FAILED" || event.bySystem;
  const field = event.bySystem ? "sessionsExpired" : "sessionsEnded";
  await (tx ?? db()).auditEntry.create({
    data: {
      action: event.action,
      actorId: anonymous ? null : (event.user?.id ?? null),
      actorName: anonymous ? "" : (event.user?.name ?? ""),
      entityType: "session",
      entityId: event.user?.id ?? null,
      entityName: event.email.slice(0, 320),
      changes: event.sessionsEnded ? { [field]: { before: null, after: event.sessionsEnded } } : {},
    },
  });
}
