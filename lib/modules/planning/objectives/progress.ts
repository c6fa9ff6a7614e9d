// An objective's progress, worked out from its KPI's monthly figures: the value at each month end
// (the twelve months up to it, for figures that add up), the straight path from the baseline to the
// target, and the status. Pure and client-safe; docs/product-decisions.md, "Objectives", explains
// the rules.
import type { ObjectiveStatusName } from "./choices";

/** How a month's value is read from the monthly figures. */
export type Aggregation =
  /** the twelve months up to it, added up (energy, CO2, events …) */
  | "SUM_12"
  /** the part over the whole of the twelve months up to it, as a percentage (the recycling rate) */
  | "RATE_12"
  /** the month's own value (days since the last accident at its end, a value entered by hand) */
  | "LAST";

/** `YYYY-MM`. */
export type Month = string;

export type MonthlyFigures = {
  /** the month's figure (for RATE_12 the part); absent: nothing recorded that month */
  values: Map<Month, number>;
  /** RATE_12's whole, per month */
  wholes?: Map<Month, number>;
  /** an intensity's divisor per month (hours worked, output …), summed over the same months */
  divisors?: Map<Month, number>;
};

export type ProgressPoint = { month: Month; actual: number | null; path: number };

export type Progress = {
  baseline: number | null;
  target: number;
  points: ProgressPoint[];
  latest: ProgressPoint | null;
  status: ObjectiveStatusName;
  /** How far from the baseline to the target the latest value has come, 0 to 1 (beyond: more). */
  progress: number | null;
};

export const monthOf = (year: number, month: number): Month => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
};

const shift = (month: Month, by: number) => monthOf(Number(month.slice(0, 4)), Number(month.slice(5, 7)) + by);

/** The months from `first` to `last`, both included. */
export function monthsBetween(first: Month, last: Month): Month[] {
  const months: Month[] = [];
  for (let month = first; month <= last; month = shift(month, 1)) months.push(month);
  return months;
}

/** The value at the end of `month`, or null when none of its months has a figure. */
export function valueAt(figures: MonthlyFigures, aggregation: Aggregation, month: Month): number | null {
  if (aggregation === "LAST") return figures.values.get(month) ?? null;
  const window = monthsBetween(shift(month, -11), month);
  const recorded = window.filter((each) => figures.values.has(each) || figures.wholes?.has(each));
  if (!recorded.length) return null;
  const sum = (map: Map<Month, number> | undefined) => window.reduce((total, each) => total + (map?.get(each) ?? 0), 0);
  if (aggregation === "RATE_12") {
    const whole = sum(figures.wholes);
    return whole > 0 ? (sum(figures.values) / whole) * 100 : null;
  }
  if (!figures.divisors) return sum(figures.values);
  const divisor = sum(figures.divisors);
  return divisor > 0 ? sum(figures.values) / divisor : null;
}

/** Days from a month's end: the path runs in time, and months differ in length. */
const endOf = (month: Month) => Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1);

/** The straight path from the baseline (at the end of its year) to the target (at its date). */
export function pathAt(baseline: number, baselineYear: number, target: number, targetMonth: Month, month: Month) {
  const start = endOf(`${baselineYear}-12`);
  const end = endOf(targetMonth);
  if (end <= start) return target;
  const share = Math.min(1, Math.max(0, (endOf(month) - start) / (end - start)));
  return baseline + (target - baseline) * share;
}

/** Within a tenth of the way from the baseline to the target behind the path is "at risk". */
const AT_RISK_SHARE = 0.1;

/**
 * The status of the latest value against the path: on track at or ahead of it; at risk when behind
 * by at most a tenth of the way; off track when further behind. From the target's month on, a value
 * that meets the target is achieved and one that does not is off track. No value: no data.
 */
export function statusOf(input: {
  baseline: number;
  target: number;
  higherIsBetter: boolean;
  latest: ProgressPoint | null;
  targetReached: boolean;
}): ObjectiveStatusName {
  const { baseline, target, latest } = input;
  if (!latest || latest.actual === null) return "NO_DATA";
  const direction = target > baseline ? 1 : target < baseline ? -1 : input.higherIsBetter ? 1 : -1;
  const meetsTarget = (latest.actual - target) * direction >= 0;
  if (input.targetReached) return meetsTarget ? "ACHIEVED" : "OFF_TRACK";
  const behind = (latest.path - latest.actual) * direction;
  if (behind <= 0) return "ON_TRACK";
  return behind <= Math.abs(target - baseline) * AT_RISK_SHARE ? "AT_RISK" : "OFF_TRACK";
}

/**
 * The progress of an objective from its baseline year's end to the last whole month (or its
 * target's month, when earlier): a point per month with the value and the path.
 */
export function progressOf(input: {
  figures: MonthlyFigures;
  aggregation: Aggregation;
  baselineYear: number;
  /** a typed baseline; null: the value at the end of the baseline year */
  baselineValue: number | null;
  target: number;
  targetMonth: Month;
  /** the last whole month */
  lastMonth: Month;
  higherIsBetter: boolean;
}): Progress {
  const { figures, aggregation, baselineYear, target, targetMonth } = input;
  const baseline = input.baselineValue ?? valueAt(figures, aggregation, `${baselineYear}-12`);
  if (baseline === null) {
    return { baseline: null, target, points: [], latest: null, status: "NO_DATA", progress: null };
  }
  const last = input.lastMonth < targetMonth ? input.lastMonth : targetMonth;
  const points = monthsBetween(`${baselineYear}-12`, last).map((month) => ({
    month,
    actual: month === `${baselineYear}-12` ? baseline : valueAt(figures, aggregation, month),
    path: pathAt(baseline, baselineYear, target, targetMonth, month),
  }));
  const latest =
    [...points].reverse().find((point) => point.actual !== null && point.month > `${baselineYear}-12`) ?? null;
  const status = statusOf({
    baseline,
    target,
    higherIsBetter: input.higherIsBetter,
    latest,
    targetReached: input.lastMonth >= targetMonth,
  });
  const progress =
    latest && latest.actual !== null && target !== baseline ? (latest.actual - baseline) / (target - baseline) : null;
  return { baseline, target, points, latest, status, progress };
}
