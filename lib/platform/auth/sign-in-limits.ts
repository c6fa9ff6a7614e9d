import "server-only";
// How often a password may be tried, after OWASP's authentication guidance: failures are counted
// per account and client address together, per client address, and per account; the account's
// count never locks it, it only spaces out further attempts by a delay that grows to a bound.
// A browser where the person signed in before (device-cookie.ts) is not held by any of these, only
// by its own failures, so strangers attacking an account cannot keep its owner out. Counters live
// in the database, shared by every app instance; a successful sign-in and a completed password
// reset clear the account's. The code of two-factor sign-in is the second step, counted apart under
// the same rules: a stranger's wrong codes hold neither the owner's password nor their own codes
// on a trusted browser.
import { tooManyRequests } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";
import type { SignInStep } from "@/lib/generated/prisma/enums";

const WINDOW_MS = 15 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** Failures of one account from one client address (or one trusted device) in 15 minutes. */
  perAccountAndAddress: 10,
  /** Failures from one client address, whatever the account (an office shares one). */
  perAddress: 30,
  /** Failures of one account from anywhere before further attempts are spaced out. */
  perAccountBeforeDelay: 10,
  /** The longest wait between two attempts on an account under attack, in seconds. */
  maxDelaySeconds: 30,
} as const;

/** A trusted device's failures are kept under a key of their own, not under the client address. */
const deviceKey = (nonce: string) => `device:${nonce}`;

type Bucket = { count: number; oldest: Date | null; latest: Date | null };

async function bucket(where: { email?: string; ipAddress?: string; step: SignInStep }, since: Date): Promise<Bucket> {
  const found = await db().signInFailure.aggregate({
    where: { ...where, createdDate: { gt: since } },
    _count: true,
    _min: { createdDate: true },
    _max: { createdDate: true },
  });
  return { count: found._count, oldest: found._min.createdDate, latest: found._max.createdDate };
}

const refuse = (seconds: number) => tooManyRequests(seconds, "Too many failed sign-in attempts; try again later");

/** The wait after `failures` of the account: 1, 2, 4 … seconds, at most maxDelaySeconds. */
const accountDelaySeconds = (failures: number) =>
  failures < SIGN_IN_LIMITS.perAccountBeforeDelay
    ? 0
    : Math.min(2 ** (failures - SIGN_IN_LIMITS.perAccountBeforeDelay), SIGN_IN_LIMITS.maxDelaySeconds);

/**
 * 429 with Retry-After when this attempt may not be made now. `device` is the nonce of a trusted
 * device of the account: then only that device's own failures count.
 */
export async function assertMayTryPassword(
  email: string,
  ipAddress: string,
  device: string | null,
  step: SignInStep = "PASSWORD",
): Promise<void> {
  const now = Date.now();
  const since = new Date(now - WINDOW_MS);
  const untilWindowFrees = (found: Bucket) => (found.oldest!.getTime() + WINDOW_MS - now) / 1000;
  if (device) {
    const own = await bucket({ email, ipAddress: deviceKey(device), step }, since);
    if (own.count < SIGN_IN_LIMITS.perAccountAndAddress) return;
  }
  const [pair, address, account] = await Promise.all([
    bucket({ email, ipAddress, step }, since),
    bucket({ ipAddress, step }, since),
    bucket({ email, step }, since),
  ]);
  if (pair.count >= SIGN_IN_LIMITS.perAccountAndAddress) throw refuse(untilWindowFrees(pair));
  if (address.count >= SIGN_IN_LIMITS.perAddress) throw refuse(untilWindowFrees(address));
  const wait = accountDelaySeconds(account.count) - (now - (account.latest?.getTime() ?? 0)) / 1000;
  if (wait > 0) throw refuse(wait);
}

/** One failed attempt, kept under the trusted device's key when it came from one. */
export const recordPasswordFailure = (
  email: string,
  ipAddress: string,
  device: string | null,
  step: SignInStep = "PASSWORD",
) => db().signInFailure.create({ data: { email, ipAddress: device ? deviceKey(device) : ipAddress, step } });
