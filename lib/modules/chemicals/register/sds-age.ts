import "server-only";
// How old a safety data sheet may be before the register flags it. REACH Article 31(9) asks the
// supplier to update a sheet when new information arises, without a fixed age; Danish practice
// (and most coordinators' checklists) reviews sheets older than three years. The deployment sets
// another age with SDS_MAX_AGE_YEARS (whole years, 1 to 10).
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addMonths } from "@/lib/platform/recurrence/frequency";

const DEFAULT_YEARS = 3;

export function sdsMaxAgeYears(): number {
  const configured = Number(process.env.SDS_MAX_AGE_YEARS);
  return Number.isInteger(configured) && configured >= 1 && configured <= 10 ? configured : DEFAULT_YEARS;
}

/** The oldest revision date that is still current today, as YYYY-MM-DD. */
export function sdsCutoff(today = calendarToday()): string {
  const cutoff = new Date(today);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - sdsMaxAgeYears());
  return cutoff.toISOString().slice(0, 10);
}

/**
 * The day a sheet revised on `date` (YYYY-MM-DD) falls due: the allowed age later, a 29 February
 * falling on 28 February (addMonths keeps to the month's last day, as PostgreSQL's date arithmetic
 * does), so that the register and the due source (which adds the age in SQL) name the same day.
 */
export function sdsDueDate(date: string): string {
  return addMonths(new Date(`${date}T00:00:00Z`), 12 * sdsMaxAgeYears())
    .toISOString()
    .slice(0, 10);
}
