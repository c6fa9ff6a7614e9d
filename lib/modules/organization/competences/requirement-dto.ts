// The dates and status of one competence requirement, as members, competences and roles show them.
import { z } from "zod";
import { wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import { dueStatusSchema } from "@/lib/platform/recurrence/schema";
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

export const requirementDatesSchema = z.object({
  id: z.string(),
  acquisitionDeadline: wireDate.nullable(),
  lastAcquisitionDate: wireDate.nullable(),
  nextDueDate: wireDate.nullable(),
  status: dueStatusSchema,
  manual: z.boolean(),
});

/** How many of a record's requirements are late, soon due and not yet acquired (countStatuses). */
export const statusCountsSchema = z.object({
  overdueCount: z.number(),
  dueSoonCount: z.number(),
  missingCount: z.number(),
});

export function toRequirementDates(row: RequirementDatesRow, today: Date): z.output<typeof requirementDatesSchema> {
  return {
    id: row.id,
    acquisitionDeadline: toWireDate(row.acquisitionDeadline),
    lastAcquisitionDate: toWireDate(row.lastAcquisitionDate),
    nextDueDate: toWireDate(row.nextDueDate),
    status: dueStatus(row, today),
    manual: row.manual,
  };
}
