// The control book's list and body declarations: agreements and inspections. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, formNumber, nullable, optionalText } from "@/lib/platform/fields/fields";
import { idempotencyKeyField } from "@/lib/platform/fields/idempotency";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { answerInputSchema } from "@/lib/modules/evaluation/questionnaires/answer-input";
import { correctiveActionSchema } from "@/lib/modules/planning/action-plan/schema";
import { AGREEMENT_TYPES, INSPECTION_RESULTS, INSPECTION_STATUSES, NEXT_DUE_BASES } from "./choices";

const yesNo = z.enum(["true", "false"]).optional();

/** Filters both lists share: by due date (from, to, both inclusive) and overdue. */
const dueFilters = {
  dueFrom: calendarDate.optional(),
  dueTo: calendarDate.optional(),
  /** true: pending and due before today; false: the others. */
  overdue: yesNo,
};

export const agreementList = defineList({
  table: "Agreement",
  sort: {
    title: "title",
    type: "type",
    startsAt: "startsAt",
    nextDueDate: "nextDueDate",
    lastModifiedDate: "lastModifiedDate",
  },
  // what falls due first, overdue at the top; agreements with nothing pending last
  defaultSort: "nextDueDate,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    type: z.enum(AGREEMENT_TYPES).optional(),
    responsibleId: z.uuid().optional(),
    machineId: z.uuid().optional(),
    ...dueFilters,
    ...archivedFilter,
  },
});

export const agreementListQuerySchema = agreementList.query;

export const agreementInputSchema = z.object({
  type: z.enum(AGREEMENT_TYPES),
  title: z.string().trim().min(1).max(200),
  description: optionalText(4000),
  responsibleId: nullable(z.uuid()),
  /** The service company, laboratory or authority: one of the organization's stakeholders. */
  stakeholderId: nullable(z.uuid()),
  /** The first inspection's due date, and the start of the schedule. */
  startsAt: calendarDate,
  frequency: z.enum(FREQUENCIES),
  nextDueBasis: z.enum(NEXT_DUE_BASES).default("SCHEDULE"),
  // the form's number field sends its text
  reminderLeadDays: formNumber(z.number().int().min(0).max(366)).default(30),
  machineId: nullable(z.uuid()),
  meterId: nullable(z.uuid()),
  /**
   * The inspection questionnaire its inspections are answered with, question by question: the
   * system's or the organization's own. Each inspection keeps the version of its first answer.
   */
  questionnaireId: nullable(z.uuid()),
  /**
   * The maintainers' template it was made from, for information: the agreement keeps its own fields
   * and does not follow later changes of the template.
   */
  templateId: nullable(z.uuid()),
  fileIds: fileIdsField,
  lastModifiedDate: lastModifiedDateField,
});

export type AgreementInput = z.output<typeof agreementInputSchema>;

export const inspectionList = defineList({
  table: "Inspection",
  sort: {
    dueDate: "dueDate",
    performedAt: "performedAt",
    status: "status",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "dueDate,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    status: z.enum(INSPECTION_STATUSES).optional(),
    type: z.enum(AGREEMENT_TYPES).optional(),
    responsibleId: z.uuid().optional(),
    agreementId: z.uuid().optional(),
    machineId: z.uuid().optional(),
    result: z.enum(INSPECTION_RESULTS).optional(),
    ...dueFilters,
    ...archivedFilter,
  },
});

export const inspectionListQuerySchema = inspectionList.query;

/**
 * An inspection as entered. An agreement's inspection takes its title, type and machine from the
 * agreement, so those fields count for ad-hoc inspections only. Done needs the date performed and
 * the result; a done inspection does not go back to pending.
 */
export const inspectionInputSchema = z
  .object({
    title: optionalText(200),
    type: z.enum(AGREEMENT_TYPES).default("SERVICE_AND_INSPECTION"),
    status: z.enum(INSPECTION_STATUSES).default("PENDING"),
    dueDate: calendarDate,
    performedAt: nullable(calendarDate),
    performedById: nullable(z.uuid()),
    /** Who performed it when that was not a member (the service company's technician). */
    performerName: optionalText(200),
    result: nullable(z.enum(INSPECTION_RESULTS)),
    findings: optionalText(10_000),
    responsibleId: nullable(z.uuid()),
    machineId: nullable(z.uuid()),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.status !== "DONE") return;
    for (const field of ["performedAt", "result"] as const) {
      if (!input[field]) context.addIssue({ code: "custom", path: [field], params: { reason: "neededToComplete" } });
    }
  });

export type InspectionInput = z.output<typeof inspectionInputSchema>;

/**
 * A new ad-hoc inspection (a finding recorded on a phone, for one): with the key that makes a
 * repeated send the same inspection, and the corrective action it raises in the same step.
 */
export const inspectionCreateSchema = inspectionInputSchema.safeExtend({
  idempotencyKey: idempotencyKeyField,
  correctiveAction: nullable(correctiveActionSchema),
});

export type InspectionCreate = z.output<typeof inspectionCreateSchema>;

/**
 * One answer of an inspection to its questionnaire; a shortfall (no, a nonconformity) may carry its
 * corrective action, which goes to the action plan in the same step.
 */
export const inspectionAnswerInputSchema = answerInputSchema.extend({
  correctiveAction: nullable(correctiveActionSchema),
});

export type InspectionAnswerInput = z.output<typeof inspectionAnswerInputSchema>;
