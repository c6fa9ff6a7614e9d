import "server-only";
// Limits on password-reset requests, shared by every app instance through the database. A request
// is refused (429) only per client address, so one client cannot walk through many accounts; an
// account's requests are always accepted, whoever makes them, so a stranger cannot use up its
// owner's allowance, and the answer never differs between a known and an unknown address. How
// often a mail goes to one account is limited where the mail is sent (password-reset-mail.ts).
import { tooManyRequests } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";

const WINDOW_MS = 60 * 60 * 1000;
export const RESET_LIMITS = {
  perAddress: 20,
  /** Reset mails to one account in an hour: the links already in its mailbox stay valid for that hour. */
  mailsPerAccount: 5,
} as const;

async function bucket(where: { email: string } | { ipAddress: string }, since: Date) {
  const found = await db().passwordResetRequest.aggregate({
    where: { ...where, createdDate: { gt: since } },
    _count: true,
    _min: { createdDate: true },
  });
  return { count: found._count, oldest: found._min.createdDate };
}

/** Counts this request, or answers 429 with Retry-After when the client address is over its limit. */
export async function admitPasswordResetRequest(email: string, ipAddress: string): Promise<void> {
  const now = Date.now();
  const byAddress = await bucket({ ipAddress }, new Date(now - WINDOW_MS));
  if (byAddress.count >= RESET_LIMITS.perAddress && byAddress.oldest) {
    const freeAt = byAddress.oldest.getTime() + WINDOW_MS;
    throw tooManyRequests((freeAt - now) / 1000, "Too many password-reset requests; try again later");
  }
  await db().passwordResetRequest.create({ data: { email: email.trim().toLowerCase(), ipAddress } });
}

/** Whether another reset mail may go to this account now: at most `mailsPerAccount` in an hour. */
export async function mayMailPasswordReset(userId: string): Promise<boolean> {
  const sent = await db().userToken.count({
    where: { userId, purpose: "PASSWORD_RESET", createdDate: { gt: new Date(Date.now() - WINDOW_MS) } },
  });
  return sent < RESET_LIMITS.mailsPerAccount;
}
