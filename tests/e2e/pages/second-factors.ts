import fs from "node:fs";
import { acceptedStepAfter, codeOfStep, currentStep } from "../../support/totp-steps";

// The second factors the e2e run's accounts set up at sign-in (the demo's maintainer, at its first
// sign-in of the run): the secret, the recovery codes not used yet and the last step whose code was
// used. Kept in a file beside the server's log, which the e2e server removes when it starts on its
// new database, so every spec file of the run, in either worker, knows them.
type SecondFactor = { secret: string; recoveryCodes: string[]; lastStep: number };

const file = () => `${process.env.E2E_SERVER_LOG}.second-factors.json`;
let known: Record<string, SecondFactor> = {};

/** Read again at each use: the other worker may have used a step or set up an account since. */
function all(): Record<string, SecondFactor> {
  known = fs.existsSync(file()) ? JSON.parse(fs.readFileSync(file(), "utf8")) : {};
  return known;
}

const save = () => fs.writeFileSync(file(), JSON.stringify(known));

/**
 * Runs one sign-in with a second factor while no other worker runs one: from the password to the
 * app's answer to the code, since the page the password leads to (setting up, or the code) and the
 * step the app accepts next both depend on the sign-ins before it.
 */
export async function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const lock = `${file()}.lock`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, "wx"));
      break;
    } catch {
      // a lock left by a worker that died mid sign-in
      const age = fs.existsSync(lock) ? Date.now() - fs.statSync(lock).mtimeMs : 0;
      if (age > 60_000) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error("another worker's sign-in with a second factor never ended");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

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
