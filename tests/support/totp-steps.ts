// Codes of two-factor sign-in for tests that sign the same account in many times: the app accepts
// each 30-second step once, and up to one step ahead of the clock, so each sign-in takes a step
// after the last one used.
import { generate } from "otplib";

const stepNow = () => Math.floor(Date.now() / 30_000);

/** The step to remember for a code the test has just used (or an enrolment's). */
export const currentStep = stepNow;

/** The first step after `lastStep` that the app accepts now, or null when the next one is still ahead. */
export function acceptedStepAfter(lastStep: number): number | null {
  const step = Math.max(stepNow(), lastStep + 1);
  return step <= stepNow() + 1 ? step : null;
}

/** Waits until the step after `lastStep` is accepted, and answers it. */
export async function nextAcceptedStep(lastStep: number): Promise<number> {
  const step = lastStep + 1;
  const wait = (step - 1) * 30_000 - Date.now() + 100;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return Math.max(stepNow(), step);
}

export const codeOfStep = (secret: string, step: number) => generate({ secret, epoch: step * 30 });
