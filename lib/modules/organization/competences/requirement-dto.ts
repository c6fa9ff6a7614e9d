// The dates and status of one competence requirement, as members, competences and roles show them.
import { toWireDate } from "@/lib/platform/api/wire";
import { dueStatus, type RequirementDates } from "./due";

export const requirementDatesSelect = {
  id: true,
  competenceId: true,
  acquisitionDeadline: true,
  lastAcquisitionDate: true,
  nextDueDate: true,
  manual: true,
} as const;

export type RequirementDatesRow = RequirementDates & { id: string; competenceId: string; manual: boolean };

export function toRequirementDates(row: RequirementDatesRow, today: Date) {
  return {
    id: row.id,
    acquisitionDeadline: toWireDate(row.acquisitionDeadline),
    lastAcquisitionDate: toWireDate(row.lastAcquisitionDate),
    nextDueDate: toWireDate(row.nextDueDate),
    status: dueStatus(row, today),
    manual: row.manual,
  };
}
