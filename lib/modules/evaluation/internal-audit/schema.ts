// Internal audits' list and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, idList, nullable, optionalText } from "@/lib/platform/fields/fields";
import { fileIdsField } from "@/lib/platform/files/schema";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { CLAUSE_REFS } from "@/lib/platform/iso-clauses";
import { correctiveActionSchema } from "@/lib/modules/planning/action-plan/schema";
import { AUDIT_STATUSES, FINDING_KINDS } from "./choices";

const clauseRefField = z.string().refine((ref) => CLAUSE_REFS.has(ref), { params: { reason: "unknownClause" } });

/** The audit programme: every audit of the organization, by planned date. */
export const auditList = defineList({
  table: "InternalAudit",
  sort: {
    plannedStart: "plannedStart",
    title: "title",
    year: "year",
    status: "status",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "plannedStart,desc",
  filters: {
    q: z.string().trim().max(200).optional(),
    year: z.coerce.number().int().min(1900).max(2200).optional(),
    status: z.enum(AUDIT_STATUSES).optional(),
    standard: z.enum(ISO_STANDARDS).optional(),
    clause: clauseRefField.optional(),
    areaId: z.uuid().optional(),
    auditorId: z.uuid().optional(),
    ...archivedFilter,
  },
});

export const auditInputSchema = z
  .object({
    title: z.string().trim().min(1).max(300),
    year: z.coerce.number().int().min(1900).max(2200),
    areaId: nullable(z.uuid()),
    standards: z
      .array(z.enum(ISO_STANDARDS))
      .max(3)
      .default([])
      .transform((standards) => [...new Set(standards)]),
    clauses: z
      .array(clauseRefField)
      .max(100)
      .default([])
      .transform((refs) => [...new Set(refs)]),
    scope: optionalText(4000),
    criteria: optionalText(4000),
    leadAuditorId: nullable(z.uuid()),
    auditorIds: idList,
    auditeeIds: idList,
    /** Why a member of the audited area audits it all the same (auditors do not audit their own work). */
    independenceNote: optionalText(2000),
    plannedStart: calendarDate,
    plannedEnd: nullable(calendarDate),
    actualStart: nullable(calendarDate),
    actualEnd: nullable(calendarDate),
    /** The questionnaire answered: its current version is kept with the audit. */
    questionnaireId: nullable(z.uuid()),
    strongPoints: optionalText(8000),
    summary: optionalText(8000),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.plannedEnd && input.plannedEnd < input.plannedStart) {
      context.addIssue({ code: "custom", path: ["plannedEnd"], params: { reason: "endBeforeStart" } });
    }
    if (input.actualEnd && !input.actualStart) {
      context.addIssue({ code: "custom", path: ["actualStart"], params: { reason: "bothOrNeither" } });
    }
    if (input.actualEnd && input.actualStart && input.actualEnd < input.actualStart) {
      context.addIssue({ code: "custom", path: ["actualEnd"], params: { reason: "endBeforeStart" } });
    }
  });

export type AuditInput = z.output<typeof auditInputSchema>;

export const findingInputSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  clause: nullable(clauseRefField),
  questionKey: optionalText(80),
  statement: z.string().trim().min(1).max(2000),
  evidence: optionalText(4000),
  rootCause: optionalText(4000),
  fileIds: fileIdsField,
  correctiveAction: nullable(correctiveActionSchema),
  lastModifiedDate: lastModifiedDateField,
});

export type FindingInput = z.output<typeof findingInputSchema>;
