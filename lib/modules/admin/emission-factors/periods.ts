// Which values of one factor claim the same day. Client-safe: the form checks before sending.

type Period = { startDate: string; endDate: string | null };

/**
 * The first value (in start order) whose period overlaps an earlier-starting one, with that other
 * value's index; null when the periods are apart. Dates are YYYY-MM-DD and both ends are included,
 * so a value ending 2024-12-31 and the next starting 2025-01-01 do not overlap. No end means no end.
 */
export function overlappingValue(values: readonly Period[]): { index: number; other: number } | null {
  const order = values.map((_, index) => index).sort((a, b) => values[a].startDate.localeCompare(values[b].startDate));
  // the earlier value reaching furthest: any later start on or before its end overlaps it
  let reach = -1;
  for (const index of order) {
    if (reach >= 0) {
      const end = values[reach].endDate;
      if (end === null || end >= values[index].startDate) return { index, other: reach };
    }
    const end = values[index].endDate;
    if (reach < 0 || end === null || (values[reach].endDate !== null && end > values[reach].endDate!)) reach = index;
  }
  return null;
}
