import { Decimal } from "./decimal";

// Durations as the specification accepts them: years, months, weeks, days, hours, minutes and
// seconds, written as an ISO 8601 duration (P1Y2M, P3W, PT12H, P1DT30M) with an optional leading
// minus (-P7D). An empty text, a bare "P" or "PT", or a part out of order is invalid.

export type Duration = {
  negative: boolean;
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
};

const PATTERN = /^(-)?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Parses a duration, or returns null when the text is not one. */
export const parseDuration = (text: string): Duration | null => {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minus, years, months, weeks, days, hours, minutes, seconds] = match;
  const parts = [years, months, weeks, days, hours, minutes, seconds];
  if (parts.every((part) => part === undefined)) return null;
  // "P1DT" has a time designator with nothing after it
  if (text.trim().endsWith("T")) return null;
  const number = (part: string | undefined) => (part === undefined ? 0 : Number(part));
  return {
    negative: minus === "-",
    years: number(years),
    months: number(months),
    weeks: number(weeks),
    days: number(days),
    hours: number(hours),
    minutes: number(minutes),
    seconds: number(seconds),
  };
};

const SECONDS = {
  years: new Decimal("31557600"), // 365.25 days
  months: new Decimal("2627998.992"), // 30.416655 days
  weeks: new Decimal("604800"),
  days: new Decimal("86400"),
  hours: new Decimal("3600"),
  minutes: new Decimal("60"),
  seconds: new Decimal("1"),
};

/** The length of a duration in seconds, with the specification's month and year. */
export const durationSeconds = (duration: Duration): Decimal => {
  const total = (Object.keys(SECONDS) as (keyof typeof SECONDS)[]).reduce(
    (sum, part) => sum.plus(SECONDS[part].times(duration[part])),
    new Decimal(0),
  );
  return duration.negative ? total.negated() : total;
};
