// When a line of the communication plan is next due, from the recurrence engine: its start until
// something is logged for it, then a frequency after the latest communication logged for it. Pure.
import type { Frequency } from "@/lib/generated/prisma/enums";
import { DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import { frequencyStep } from "@/lib/platform/recurrence/frequency";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";

/**
 * The next due date of a plan line: its start while nothing is logged for it; else a frequency after
 * the latest logged (never before the start, so a line whose start was moved on waits for it); none
 * once a "once" line is logged.
 */
export function planItemNextDue(item: { startsAt: Date; frequency: Frequency }, lastLogged: Date | null): Date | null {
  if (!lastLogged) return item.startsAt;
  const next = nextDueDate(lastLogged, item.frequency);
  if (!next) return null;
  return next.getTime() < item.startsAt.getTime() ? item.startsAt : next;
}

/**
 * How many days ahead a line counts as due soon: a quarter of its period, at most the common 30
 * days, so a weekly line is not "due soon" all week and a yearly one gives a month's notice.
 */
export function planItemLeadDays(frequency: Frequency): number {
  const step = frequencyStep(frequency);
  if (!step) return DUE_SOON_DAYS;
  const days = step.unit === "day" ? step.amount : step.amount * 30;
  return Math.min(DUE_SOON_DAYS, Math.floor(days / 4));
}
