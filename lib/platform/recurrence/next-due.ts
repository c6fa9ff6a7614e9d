// "Next due" from a recurrence and the last completion, in two ways: counted from the completion
// (last + recurrence) or kept on the schedule (the first date of the series anchor, anchor + 1
// step, anchor + 2 steps … after the last due date). The series is always counted from the anchor,
// never step by step, so a schedule starting 31 January stays on month ends (28 Feb, 31 Mar,
// 30 Apr) instead of drifting to the 28th.
import type { Frequency } from "@/lib/generated/prisma/enums";
import { addDays, addMonths, daysBetween, frequencyStep } from "./frequency";

/**
 * The latest due date there can be: a date column and the wire's YYYY-MM-DD both end at year 9999,
 * so a due date beyond it (from a date stored before dates were bounded) is held there.
 */
const LATEST_DUE_DATE = new Date(Date.UTC(9999, 11, 31));

const bounded = (date: Date) => (date.getTime() > LATEST_DUE_DATE.getTime() ? LATEST_DUE_DATE : date);
const isDate = (date: Date | null | undefined): date is Date => !!date && !Number.isNaN(date.getTime());

/** The n-th date of a series starting at the anchor. */
function nthOccurrence(anchor: Date, step: { unit: "day" | "month"; amount: number }, n: number): Date {
  return step.unit === "day" ? addDays(anchor, n * step.amount) : addMonths(anchor, n * step.amount);
}

/** The first date of the anchor's series that lies after `after`; the anchor itself when later. */
export function nextOnSchedule(anchor: Date, frequency: Frequency, after: Date): Date | null {
  const step = frequencyStep(frequency);
  if (!step) return anchor.getTime() > after.getTime() ? anchor : null;
  if (anchor.getTime() > after.getTime()) return anchor;
  // an estimate of the steps between anchor and `after`, then corrected by at most a step or two
  const approxDaysPerStep = step.unit === "day" ? step.amount : step.amount * 30.436875;
  let n = Math.max(0, Math.floor(daysBetween(anchor, after) / approxDaysPerStep));
  while (n > 0 && nthOccurrence(anchor, step, n).getTime() > after.getTime()) n -= 1;
  while (nthOccurrence(anchor, step, n).getTime() <= after.getTime()) n += 1;
  return bounded(nthOccurrence(anchor, step, n));
}

/**
 * The next due date after the last completion (or the last due date on a schedule): null when
 * there was none, or when the recurrence is "once" (P0D). With an anchor the date stays on the
 * anchor's series; without, it is `last` + the recurrence.
 */
export function nextDueDate(last: Date | null, frequency: Frequency, anchor?: Date | null): Date | null {
  if (!isDate(last)) return null;
  const step = frequencyStep(frequency);
  if (!step) return null;
  if (isDate(anchor)) return nextOnSchedule(anchor, frequency, last);
  return bounded(step.unit === "day" ? addDays(last, step.amount) : addMonths(last, step.amount));
}
