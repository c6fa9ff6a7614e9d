// The arithmetic of the performance overview: months of a year as series, year totals, changes and
// the lost-time injury frequency. Pure and client-safe.

/** `YYYY-MM` of each month of the year. */
export const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, "0")}`);

/** Twelve values from `{ month, value }` rows; a month without a row is null (no figure), not zero. */
export function series(rows: readonly { month: string; value: number }[], year: number): (number | null)[] {
  const byMonth = new Map(rows.map((row) => [row.month, row.value]));
  return monthsOf(year).map((month) => byMonth.get(month) ?? null);
}

/** The sum of the months that have a figure; null when none has. */
export function total(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) : null;
}

/** The change from `before` to `now` as a fraction; null without both, or from zero. */
export const change = (now: number | null, before: number | null) =>
  now === null || before === null || before === 0 ? null : now / before - 1;

/**
 * Lost-time injury frequency: lost-time injuries per million hours worked (the usual LTIF); null
 * without hours.
 */
export const ltif = (injuries: number, hours: number | null) =>
  hours && hours > 0 ? (injuries * 1_000_000) / hours : null;

/** A figure divided by an activity figure (CO2 per 1,000 hours worked …); null without the divisor. */
export const intensity = (value: number | null, divisor: number | null, per = 1) =>
  value === null || !divisor ? null : (value / divisor) * per;
