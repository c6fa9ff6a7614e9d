// Where a due date stands against today, and what "today" is where the organization works.
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { addDays } from "./frequency";

/** How far ahead a date counts as "due soon" unless a record says otherwise. */
export const DUE_SOON_DAYS = 30;

/**
 * The one vocabulary of every module with something falling due: OVERDUE (the date has passed),
 * DUE_SOON (within the warning window), OK (later, or nothing is due) and MISSING (what should be
 * there never was: a competence never acquired). Answers carry it as dueStatusSchema (schema.ts).
 */
export type DueStatus = "OVERDUE" | "DUE_SOON" | "OK" | "MISSING";

/** Where a date stands: passed (before today), within `soonDays` from today (inclusive), or later. */
export type DateStatus = Exclude<DueStatus, "MISSING">;

/** Passed (before today), within `soonDays` from today (inclusive), or later. */
export function dueStatus(dueDate: Date, today: Date, soonDays = DUE_SOON_DAYS): DateStatus {
  if (dueDate.getTime() < today.getTime()) return "OVERDUE";
  return dueDate.getTime() <= addDays(today, soonDays).getTime() ? "DUE_SOON" : "OK";
}

/** What a due item says of itself: its date, whether it is missing, its own lead time. */
type DueItemDates = { dueDate: Date; missing?: boolean; leadDays?: number };

/**
 * Where a due item stands: MISSING when what it asks for was never there (overdue whatever its
 * date: a registered chemical's missing safety data sheet is wanted from the day it was
 * registered), else its date's status within its own lead time or the common one.
 */
export function dueItemStatus(item: DueItemDates, today: Date): DueStatus {
  if (item.missing) return "MISSING";
  return dueStatus(item.dueDate, today, item.leadDays ?? DUE_SOON_DAYS);
}

/** Overdue, a missing item included: what the dashboard counts and lists first. */
export const isOverdue = (status: DueStatus) => status === "OVERDUE" || status === "MISSING";

/**
 * Today's calendar date in the organization's time zone (APP_TIME_ZONE), at UTC midnight: a check
 * at 00:30 in Copenhagen already belongs to the new day although UTC is still on the old one.
 */
export function calendarToday(now = new Date(), timeZone = TIME_ZONE): Date {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)!.value);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day")));
}

// A formatter per time zone, made once: creating one is the costly part of reading the day.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    dayFormats.set(timeZone, format);
  }
  return format;
}
