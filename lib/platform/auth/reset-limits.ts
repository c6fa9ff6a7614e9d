import "server-only";
// Limits on password-reset requests, shared by every app instance through the database: per
// account (a mailbox is not flooded with links) and per client address (one client cannot walk
// through many accounts). Every request counts, for known and unknown addresses alike, so that
// being limited says nothing about whether an account exists.
import { tooManyRequests } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";

const WINDOW_MS = 60 * 60 * 1000;
export const RESET_LIMITS = { perAccount: 5, perAddress: 20 } as const;

async function bucket(where: { email: string } | { ipAddress: string }, since: Date) {
  const found = await db().passwordResetRequest.aggregate({
    where: { ...where, createdDate: { gt: since } },
    _count: true,
    _min: { createdDate: true },
  });
  return { count: found._count, oldest: found._min.createdDate };
}

/** Counts this request, or answers 429 with Retry-After when the account or the address is over its limit. */
export async function admitPasswordResetRequest(email: string, ipAddress: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  const now = Date.now();
  const since = new Date(now - WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    bucket({ email: normalised }, since),
    bucket({ ipAddress }, since),
  ]);
  const full = [
    { ...byAccount, limit: RESET_LIMITS.perAccount },
    { ...byAddress, limit: RESET_LIMITS.perAddress },
  ].filter((b) => b.count >= b.limit && b.oldest);
  if (full.length) {
    const freeAt = Math.max(...full.map((b) => b.oldest!.getTime() + WINDOW_MS));
    throw tooManyRequests((freeAt - now) / 1000, "Too many password-reset requests; try again later");
  }
  await db().passwordResetRequest.create({ data: { email: normalised, ipAddress } });
}
