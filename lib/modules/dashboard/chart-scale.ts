// Scales for the dashboard's bar charts. Client-safe and pure.

/** Twelve months, January first; a month of this year still to come is null. */
export type MonthlyComparison = { lastYear: number[]; thisYear: (number | null)[] };

/** A unit and how many of the base unit it holds. */
export type ScaleUnit = { unit: string; size: number };

export const ENERGY_UNITS: ScaleUnit[] = [
  { unit: "kWh", size: 1 },
  { unit: "MWh", size: 1_000 },
  { unit: "GWh", size: 1_000_000 },
];

export const CO2_UNITS: ScaleUnit[] = [
  { unit: "kg", size: 1 },
  { unit: "t", size: 1_000 },
  { unit: "kt", size: 1_000_000 },
];

/** The largest value of both years (0 when there is none). */
export const largest = (comparison: MonthlyComparison) =>
  Math.max(0, ...comparison.lastYear, ...comparison.thisYear.map((value) => value ?? 0));

/**
 * The comparison in the largest unit in which its largest value is at least 10, so that the axis
 * reads "25 MWh" rather than "25,000 kWh".
 */
export function inReadableUnit(comparison: MonthlyComparison, units: ScaleUnit[]) {
  const max = largest(comparison);
  const chosen = [...units].reverse().find((candidate) => max / candidate.size >= 10) ?? units[0];
  return {
    unit: chosen.unit,
    comparison: {
      lastYear: comparison.lastYear.map((value) => value / chosen.size),
      thisYear: comparison.thisYear.map((value) => (value === null ? null : value / chosen.size)),
    },
  };
}

/** The top of the axis and its step: `ticks` steps of 1, 2, 2.5 or 5 times a power of ten that reach `max`. */
export function axis(max: number, ticks = 4): { top: number; step: number } {
  if (max <= 0) return { top: ticks, step: 1 };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  return { top: step * ticks, step };
}

/** This year's months so far, and the same months of last year, added up. */
export function yearToDate(comparison: MonthlyComparison) {
  const months = comparison.thisYear.filter((value) => value !== null).length;
  const add = (values: (number | null)[]) =>
    values.slice(0, months).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return { thisYear: add(comparison.thisYear), lastYear: add(comparison.lastYear) };
}
