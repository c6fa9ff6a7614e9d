import fs from "node:fs";
import { acceptedStepAfter, codeOfStep, currentStep } from "../../support/totp-steps";

// The second factors the e2e run's accounts set up at sign-in (the demo's maintainer, at its first
// sign-in of the run): the secret, the recovery codes not used yet and the last step whose code was
// used. Kept in a file beside the server's log, which the e2e server removes when it starts on its
// new database, so every spec file of the run (and a restarted worker) knows them.
type SecondFactor = { secret: string; recoveryCodes: string[]; lastStep: number };

const file = () => `${process.env.E2E_SERVER_LOG}.second-factors.json`;
let known: Record<string, SecondFactor> | null = null;

function all(): Record<string, SecondFactor> {
  known ??= fs.existsSync(file()) ? JSON.parse(fs.readFileSync(file(), "utf8")) : {};
  return known!;
}

const save = () => fs.writeFileSync(file(), JSON.stringify(all()));

/** Maintainers always sign in with two factors; others once the run set one up for them. */
export const hasSecondFactor = (email: string) => email === "admin@demo.example" || email in all();

export const isEnrolled = (email: string) => email in all();

export function remember(email: string, secret: string, recoveryCodes: string[]) {
  all()[email] = { secret, recoveryCodes, lastStep: currentStep() };
  save();
}

/**
 * What to type at the second step: the app's code of a step not used yet (a code is accepted up to
 * one step ahead), else a recovery code. The step or code is taken at once, before any waiting, so
 * no two sign-ins present the same one; one account's sign-ins still run one after another, as the
 * app refuses a step older than the last it accepted.
 */
export async function nextCode(email: string): Promise<{ code: string; recovery: boolean }> {
  const account = all()[email];
  const step = acceptedStepAfter(account.lastStep);
  if (step !== null) {
    account.lastStep = step;
    save();
    return { code: await codeOfStep(account.secret, step), recovery: false };
  }
  const recovery = account.recoveryCodes.shift();
  if (!recovery) throw new Error(`${email} has used every recovery code of this run`);
  save();
  return { code: recovery, recovery: true };
}
