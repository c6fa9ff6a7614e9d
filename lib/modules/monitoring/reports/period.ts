// A report's period: whole months, from the first day of `from` to the last day of `to`. A register
// (chemicals, risks, aspects, obligations, competences) is printed as it stands on the day; the
// dated reports (the accounts, the events, the actions and inspections due) keep to the period.
import { z } from "zod";

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "A month as YYYY-MM");

/** A period's two fields, for a query that has more. */
export const periodFields = { from: month, to: month };

/** The period's own rules, named on `to`: it ends after it starts, within five years. */
export function checkPeriod(period: { from: string; to: string }, context: z.RefinementCtx) {
  if (period.from > period.to)
    context.addIssue({ code: "custom", path: ["to"], message: "The period ends before it starts" });
  else if (monthsBetween(period) > 60)
    context.addIssue({ code: "custom", path: ["to"], message: "A period of at most five years" });
}

export const periodSchema = z.object(periodFields).superRefine(checkPeriod);

export type Period = z.output<typeof periodSchema>;

const monthsBetween = ({ from, to }: Period) => {
  const [fromYear, fromMonth] = from.split("-").map(Number);
  const [toYear, toMonth] = to.split("-").map(Number);
  return (toYear - fromYear) * 12 + toMonth - fromMonth + 1;
};

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The period as dates: its first day (included) and the day after its last (excluded), `YYYY-MM-DD`. */
export function periodDates({ from, to }: Period): { start: string; end: string } {
  const [year, monthOfYear] = to.split("-").map(Number);
  return { start: `${from}-01`, end: iso(new Date(Date.UTC(year, monthOfYear, 1))) };
}

/** The last day of the period, `YYYY-MM-DD`. */
export function lastDay(period: Period): string {
  const end = new Date(`${periodDates(period).end}T00:00:00Z`);
  return iso(new Date(end.getTime() - 86_400_000));
}

export type ScheduleFrequency = "MONTHLY" | "QUARTERLY";

const monthText = (year: number, zeroBasedMonth: number) => {
  const date = new Date(Date.UTC(year, zeroBasedMonth, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
};

/**
 * The period a scheduled report sent on `today` covers: the month before it, or the calendar quarter
 * before the one it falls in. The period is the schedule's key of a delivery: each is sent once.
 */
export function previousPeriod(frequency: ScheduleFrequency, today: Date): Period {
  const year = today.getUTCFullYear();
  const monthOfYear = today.getUTCMonth();
  if (frequency === "MONTHLY") {
    const month = monthText(year, monthOfYear - 1);
    return { from: month, to: month };
  }
  const quarterStart = monthOfYear - (monthOfYear % 3);
  return { from: monthText(year, quarterStart - 3), to: monthText(year, quarterStart - 1) };
}

/** This year so far: the period the reports screen opens with. */
export function yearToDate(today: Date): Period {
  return { from: `${today.getUTCFullYear()}-01`, to: monthText(today.getUTCFullYear(), today.getUTCMonth()) };
}
