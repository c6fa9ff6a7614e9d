// The training plan's calendar: the twelve months from the current one, and where an item falls.
// Pure, on calendar dates held at UTC midnight (the recurrence engine's convention).

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The first day of the month `months` after the month of `date`. */
const monthStart = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** The twelve months of the plan, this one first, as YYYY-MM. */
export const planMonths = (today: Date) => Array.from({ length: 12 }, (_, index) => monthOf(monthStart(today, index)));

/** The first day after the plan: items due from then on wait for a later plan. */
export const planEnd = (today: Date) => monthStart(today, 12);

/**
 * The month an item falls in, or null when it is outstanding already: its date has passed, or it
 * was never acquired and has no deadline (wanted now, by no particular day).
 */
export function planMonth(dueDate: Date | null, today: Date): string | null {
  if (!dueDate || dueDate.getTime() < today.getTime()) return null;
  return monthOf(dueDate);
}
