// Where one member stands with one competence: the cell of a competence matrix. The screen's matrix
// (lib/modules/operation/competence-matrix) and the printed one (the reports' competence matrix) both
// read it from here, so a cell says the same wherever it is shown. Client-safe.
import { dueStatus, type RequirementDates } from "./due";

/**
 * A requirement's due status (`dueStatus`), or NOT_REQUIRED where the member need not hold the
 * competence; in the order of urgency the screens sort by.
 */
export const MATRIX_STATUSES = ["OVERDUE", "DUE_SOON", "MISSING", "OK", "NOT_REQUIRED"] as const;

export type MatrixStatus = (typeof MATRIX_STATUSES)[number];

/** The member's status with the competence: their requirement's due status, if they have one. */
export function cellStatus(requirement: RequirementDates | null | undefined, today: Date): MatrixStatus {
  return requirement ? dueStatus(requirement, today) : "NOT_REQUIRED";
}

/**
 * The date that decides a cell: the next due date once acquired (the certificate's expiry, none for
 * "once"), else the deadline by which it must be acquired.
 */
export function cellDueDate(requirement: RequirementDates): Date | null {
  return requirement.lastAcquisitionDate ? requirement.nextDueDate : requirement.acquisitionDeadline;
}
