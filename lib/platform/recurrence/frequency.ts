// The recurrences of SPEC.md section 3 and the date arithmetic over them. Calendar dates are Date
// values at UTC midnight (the way Prisma reads @db.Date columns), so the server's own time zone
// never shifts a day; dayjs in UTC mode does the calendar arithmetic, including month ends
// (31 Jan + P1M = 28/29 Feb) and leap days (29 Feb 2024 + P1Y = 28 Feb 2025).
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import type { Frequency } from "@/lib/generated/prisma/enums";

dayjs.extend(utc);

export const FREQUENCIES = [
  "P0D",
  "P7D",
  "P1M",
  "P2M",
  "P3M",
  "P6M",
  "P1Y",
  "P2Y",
  "P3Y",
  "P5Y",
  "P10Y",
  "P15Y",
] as const satisfies readonly Frequency[];

/** A recurrence as a step of days or of months; null for "once" (P0D). */
export function frequencyStep(frequency: Frequency): { unit: "day" | "month"; amount: number } | null {
  const [, amountText, unit] = /^P(\d+)([DMY])$/.exec(frequency)!;
  const amount = Number(amountText);
  if (amount === 0) return null;
  if (unit === "D") return { unit: "day", amount };
  return { unit: "month", amount: unit === "Y" ? amount * 12 : amount };
}

const utcDay = (date: Date) => dayjs.utc(date).startOf("day");

export const addDays = (date: Date, days: number) => utcDay(date).add(days, "day").toDate();

/** Keeps the day of the month, or takes the month's last day when it is shorter. */
export const addMonths = (date: Date, months: number) => utcDay(date).add(months, "month").toDate();

/** The whole days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: Date, to: Date) => utcDay(to).diff(utcDay(from), "day");
