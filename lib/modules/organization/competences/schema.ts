import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, distinctEntries, optionalText, requirementFields } from "@/lib/platform/fields/fields";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { COMPETENCE_STATUSES } from "./due";

export const competenceList = defineList({
  table: "Competence",
  // frequency sorts in the order of the enumeration: once, weekly, monthly … every 15 years;
  // status by the earliest date a requirement falls due, so ascending puts overdue first
  sort: { name: "name", frequency: "frequency", status: "earliestDueDate", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    frequency: z.enum(FREQUENCIES).optional(),
    // "VALID" was this filter's word for OK before every module spoke of due status alike;
    // saved links and exports' addresses keep working
    status: z
      .enum([...COMPETENCE_STATUSES, "VALID"])
      .transform((status) => (status === "VALID" ? "OK" : status))
      .optional(),
    ...archivedFilter,
  },
});

export const competenceListQuerySchema = competenceList.query;

export const competenceInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: optionalText(4000),
  frequency: z.enum(FREQUENCIES),
  fileIds: fileIdsField,
  memberAssignments: distinctEntries(z.object({ memberId: z.uuid(), ...requirementFields }), "memberId"),
  lastModifiedDate: lastModifiedDateField,
});

export type CompetenceInput = z.output<typeof competenceInputSchema>;

/** A member's acquisition of a competence: the date, the certificate's files and a note. */
export const acquisitionInputSchema = z.object({
  acquiredOn: calendarDate.transform((value) => new Date(`${value}T00:00:00Z`)),
  note: optionalText(4000),
  fileIds: fileIdsField,
});

export type AcquisitionInput = z.output<typeof acquisitionInputSchema>;
