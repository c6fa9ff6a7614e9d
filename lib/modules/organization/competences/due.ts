// When a competence falls due, and how urgent a requirement is, on the recurrence engine
// (lib/platform/recurrence): the dates, the recurrences and "today" come from there, so competences
// count due dates exactly like every other module with something falling due.
import { dueStatus as dateStatus, type DueStatus } from "@/lib/platform/recurrence/due-status";

/**
 * A competence's status in its list: the most urgent of its requirements (OVERDUE, then DUE_SOON,
 * then MISSING: someone must hold it and has not acquired it yet), else OK. Filtered through the
 * competence's earliest due date and its requirements not yet acquired.
 */
export const COMPETENCE_STATUSES = ["OVERDUE", "DUE_SOON", "MISSING", "OK"] as const;

export type RequirementDates = {
  acquisitionDeadline: Date | null;
  lastAcquisitionDate: Date | null;
  nextDueDate: Date | null;
};

/**
 * Acquired: OK until the next due date comes within the warning window (always OK for "once"),
 * then DUE_SOON, OVERDUE once it has passed. Never acquired: MISSING, or DUE_SOON / OVERDUE by the
 * acquisition deadline.
 */
export function dueStatus(requirement: RequirementDates, today: Date): DueStatus {
  const acquired = requirement.lastAcquisitionDate !== null;
  const date = acquired ? requirement.nextDueDate : requirement.acquisitionDeadline;
  const where = date ? dateStatus(date, today) : "OK";
  if (where !== "OK") return where;
  return acquired ? "OK" : "MISSING";
}

/** The figures list rows carry: a requirement not yet acquired (and not yet late) is missing, not valid. */
export function countStatuses(statuses: DueStatus[]) {
  return {
    overdueCount: statuses.filter((status) => status === "OVERDUE").length,
    dueSoonCount: statuses.filter((status) => status === "DUE_SOON").length,
    missingCount: statuses.filter((status) => status === "MISSING").length,
  };
}
