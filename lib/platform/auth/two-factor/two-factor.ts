import "server-only";
// Two-factor sign-in of one person: setting it up (a secret kept pending until the app's first code
// confirms it), the codes that stand in for the app, checking a code at sign-in, and turning it off.
// Every change is recorded in the audit trail; a secret is stored only sealed.
import { ApiError, validationFailed } from "@/lib/platform/api/errors";
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import { open, seal } from "@/lib/platform/crypto/sealed";
import { db, type Tx } from "@/lib/platform/db";
import { verifyPassword } from "../passwords";
import { assertMayTryPassword, recordPasswordFailure } from "../sign-in-limits";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { twoFactorRequired } from "./requirement";
import { acceptedStep, newTotpSecret, totpQrSvg, totpUri } from "./totp";

type Person = { id: string; email: string; name: string };

const secretContext = (userId: string) => `user.totp:${userId}`;
const pendingContext = (userId: string) => `user.totp-pending:${userId}`;

const wrongCode = () => validationFailed({ code: "The code is not right" }, "The code is not right");

export async function twoFactorStatus(userId: string) {
  const [user, recoveryCodesLeft, required] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true, twoFactorEnabledDate: true } }),
    db().recoveryCode.count({ where: { userId, usedDate: null } }),
    twoFactorRequired(userId),
  ]);
  return {
    enabled: user.totpSecret !== null,
    required,
    enabledDate: user.totpSecret ? user.twoFactorEnabledDate : null,
    recoveryCodesLeft: user.totpSecret ? recoveryCodesLeft : 0,
  };
}

/** A new secret for the app, kept pending (the one in use, if any, stays until a code confirms). */
export async function startEnrolment(person: Person) {
  const secret = newTotpSecret();
  await db().user.update({
    where: { id: person.id },
    data: { totpPendingSecret: seal(secret, pendingContext(person.id)) },
  });
  const uri = totpUri(secret, person.email);
  return { secret, uri, qrCode: await totpQrSvg(uri) };
}

// The password and the code that a change on the profile asks for are throttled like sign-in's
// (sign-in-limits.ts), so a session left open is no way to guess either.

async function assertPassword(person: Person, password: string, ipAddress: string) {
  await assertMayTryPassword(person.email, ipAddress, null);
  const { passwordHash } = await db().user.findUniqueOrThrow({
    where: { id: person.id },
    select: { passwordHash: true },
  });
  if (!passwordHash || !(await verifyPassword(password, passwordHash))) {
    await recordPasswordFailure(person.email, ipAddress, null);
    throw validationFailed({ password: "The password is wrong" }, "The password is wrong");
  }
}

async function assertCode(person: Person, code: string, ipAddress: string) {
  await assertMayTryPassword(person.email, ipAddress, null, "SECOND_FACTOR");
  if (!(await acceptsSecondFactor(person.id, code))) {
    await recordPasswordFailure(person.email, ipAddress, null, "SECOND_FACTOR");
    throw wrongCode();
  }
}

async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}

/**
 * A code of the pending secret turns two-factor sign-in on (or moves it to a new phone); the answer
 * is ten new recovery codes, shown this once. On the profile the password comes with the code
 * (confirmEnrolment); at sign-in the password was checked a moment before.
 */
export async function activateEnrolment(person: Person, code: string): Promise<string[]> {
  const { totpPendingSecret: pending } = await db().user.findUniqueOrThrow({
    where: { id: person.id },
    select: { totpPendingSecret: true },
  });
  if (!pending) throw new ApiError(409, "no_enrolment", "Start setting up two-factor sign-in first");
  const secret = open(pending, pendingContext(person.id));
  const step = await acceptedStep(secret, code, null);
  if (step === null) throw wrongCode();
  return db().$transaction(async (tx) => {
    // the pending secret is used once: a second confirmation of the same one finds it gone
    const taken = await tx.user.updateMany({
      where: { id: person.id, totpPendingSecret: pending },
      data: {
        totpSecret: seal(secret, secretContext(person.id)),
        totpPendingSecret: null,
        totpLastStep: step,
        twoFactorEnabledDate: new Date(),
      },
    });
    if (taken.count !== 1) throw new ApiError(409, "no_enrolment", "Start setting up two-factor sign-in first");
    const codes = await replaceRecoveryCodes(tx, person.id);
    await recordPlatformEvent({ action: "TWO_FACTOR_ON", user: person, email: person.email }, tx);
    return codes;
  });
}

export async function confirmEnrolment(person: Person, code: string, password: string, ipAddress: string) {
  await assertPassword(person, password, ipAddress);
  return activateEnrolment(person, code);
}

/**
 * Whether the code opens the account: a code from the app not used before, or an unused recovery
 * code, which is then used up. Each is accepted once, also when two requests race with it.
 */
export async function acceptsSecondFactor(userId: string, code: string): Promise<boolean> {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpSecret: true, totpLastStep: true },
  });
  if (!user.totpSecret) return false;
  if (looksLikeRecoveryCode(code)) {
    const used = await db().recoveryCode.updateMany({
      where: { userId, codeHash: hashRecoveryCode(code), usedDate: null },
      data: { usedDate: new Date() },
    });
    return used.count === 1;
  }
  const step = await acceptedStep(
    open(user.totpSecret, secretContext(userId)),
    code.replace(/\s/g, ""),
    user.totpLastStep,
  );
  if (step === null) return false;
  const taken = await db().user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return taken.count === 1;
}

/** Ten new recovery codes for a code from the app; the earlier ones stop working. */
export async function renewRecoveryCodes(person: Person, code: string, ipAddress: string): Promise<string[]> {
  await assertCode(person, code, ipAddress);
  return db().$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, person.id);
    await recordPlatformEvent({ action: "RECOVERY_CODES_NEW", user: person, email: person.email }, tx);
    return codes;
  });
}

/**
 * The password and a code turn two-factor sign-in off; the secret and the recovery codes go. Not
 * for a person who must have it (requirement.ts).
 */
export async function turnOffTwoFactor(person: Person, code: string, password: string, ipAddress: string) {
  if (await twoFactorRequired(person.id)) {
    throw new ApiError(409, "two_factor_required", "Two-factor sign-in is required for you and stays on");
  }
  await assertPassword(person, password, ipAddress);
  await assertCode(person, code, ipAddress);
  await db().$transaction(async (tx) => {
    await tx.user.update({
      where: { id: person.id },
      data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null, twoFactorEnabledDate: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId: person.id } });
    await recordPlatformEvent({ action: "TWO_FACTOR_OFF", user: person, email: person.email }, tx);
  });
}
