// When a competence falls due, and how urgent a requirement is. Calendar dates are Date values at
// UTC midnight (the way Prisma reads @db.Date columns), so the server's own time zone never
// shifts a day.
import type { Frequency } from "@/lib/generated/prisma/enums";
import { TIME_ZONE } from "@/lib/platform/i18n/config";

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

export type DueStatus = "OK" | "DUE_SOON" | "OVERDUE" | "MISSING";

/**
 * A competence's status in its list: the most urgent of its requirements (OVERDUE, then DUE_SOON),
 * else VALID. Filtered through the competence's earliest due date.
 */
export const COMPETENCE_STATUSES = ["OVERDUE", "DUE_SOON", "VALID"] as const;

/** How far ahead a date counts as "due soon". */
export const DUE_SOON_DAYS = 30;

export const addDays = (date: Date, days: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));

/** Keeps the day of the month, or takes the month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/**
 * The latest due date there can be: a date column and the wire's YYYY-MM-DD both end at year 9999,
 * so a due date beyond it (from a date stored before dates were bounded) is held there instead of
 * breaking every read of the requirement.
 */
const LATEST_DUE_DATE = new Date(Date.UTC(9999, 11, 31));

/** Last acquisition plus the frequency; null when never acquired or when acquired once for good (P0D). */
export function nextDueDate(lastAcquisitionDate: Date | null, frequency: Frequency): Date | null {
  if (!lastAcquisitionDate || Number.isNaN(lastAcquisitionDate.getTime())) return null;
  const [, amountText, unit] = /^P(\d+)([DMY])$/.exec(frequency)!;
  const amount = Number(amountText);
  if (amount === 0) return null;
  const due =
    unit === "D"
      ? addDays(lastAcquisitionDate, amount)
      : addMonths(lastAcquisitionDate, unit === "Y" ? amount * 12 : amount);
  return due.getTime() > LATEST_DUE_DATE.getTime() ? LATEST_DUE_DATE : due;
}

export type RequirementDates = {
  acquisitionDeadline: Date | null;
  lastAcquisitionDate: Date | null;
  nextDueDate: Date | null;
};

/** Where a date stands against today: passed, within the warning window, or later. */
function urgency(date: Date, today: Date): "passed" | "soon" | "later" {
  if (date.getTime() < today.getTime()) return "passed";
  return date.getTime() <= addDays(today, DUE_SOON_DAYS).getTime() ? "soon" : "later";
}

/**
 * Acquired: OK until the next due date comes within the warning window (always OK for "once"),
 * then DUE_SOON, OVERDUE once it has passed. Never acquired: MISSING, or DUE_SOON / OVERDUE by the
 * acquisition deadline.
 */
export function dueStatus(requirement: RequirementDates, today: Date): DueStatus {
  const acquired = requirement.lastAcquisitionDate !== null;
  const date = acquired ? requirement.nextDueDate : requirement.acquisitionDeadline;
  const where = date ? urgency(date, today) : "later";
  if (where === "passed") return "OVERDUE";
  if (where === "soon") return "DUE_SOON";
  return acquired ? "OK" : "MISSING";
}

/** The figures list rows carry. */
export function countStatuses(statuses: DueStatus[]) {
  return {
    overdueCount: statuses.filter((status) => status === "OVERDUE").length,
    dueSoonCount: statuses.filter((status) => status === "DUE_SOON").length,
  };
}

// making a formatter costs far more than using one; every list page asks for today
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string) => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    dayFormats.set(timeZone, format);
  }
  return format;
};

/**
 * Today's calendar date where the organizations work (APP_TIME_ZONE), at UTC midnight: a check at
 * 00:30 in Copenhagen already belongs to the new day although UTC is still on the old one.
 */
export function calendarToday(now = new Date(), timeZone = TIME_ZONE): Date {
  const parts = dayFormat(timeZone)
    .formatToParts(now)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}
