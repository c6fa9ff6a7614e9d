import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { dateFilter } from "@/lib/platform/lists/date-filter";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, optionalText } from "@/lib/platform/fields/fields";
import { ComplianceStatus } from "@/lib/generated/prisma/enums";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { LEGISLATION_KINDS } from "@/lib/modules/admin/legislation/schema";

/** In the order a coordinator works through them: not evaluated first, compliant last. */
export const COMPLIANCE_STATUSES = Object.values(ComplianceStatus);

const nullable = <T extends z.ZodType>(field: T) => field.nullish().transform((value) => value ?? null);

export const obligationInputSchema = z
  .object({
    /** How the act applies to the organization (which activities, sites, substances). */
    applicability: optionalText(10_000),
    responsibleId: nullable(z.uuid()),
    status: z.enum(COMPLIANCE_STATUSES),
    evaluationDate: nullable(calendarDate),
    evaluatorId: nullable(z.uuid()),
    evaluationNotes: optionalText(10_000),
    evaluationRecurrence: nullable(z.enum(FREQUENCIES)),
    /** As entered; else one recurrence after the evaluation date. */
    nextEvaluationDate: nullable(calendarDate),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    // an evaluation has a date; "not evaluated" has none
    if (input.status !== "NOT_EVALUATED" && !input.evaluationDate) {
      context.addIssue({ code: "custom", path: ["evaluationDate"], params: { reason: "neededToEvaluate" } });
    }
  });

export type ObligationInput = z.output<typeof obligationInputSchema>;

export const obligationList = defineList({
  table: "BindingObligation",
  // status sorts in the order of the enumeration: not evaluated, not compliant, partly, compliant
  sort: {
    title: "legislationTitle",
    status: "status",
    evaluationDate: "evaluationDate",
    nextEvaluationDate: "nextEvaluationDate",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    status: z.enum(COMPLIANCE_STATUSES).optional(),
    jurisdiction: z.string().trim().toUpperCase().max(4).optional(),
    kind: z.enum(LEGISLATION_KINDS).optional(),
    topic: z.uuid().optional(),
    changedSinceEvaluation: z
      .enum(["true", "false"])
      .optional()
      .describe("true: only obligations whose act changed in the catalogue after their last evaluation"),
    ...dateFilter("lastModifiedDate"),
    ...archivedFilter,
  },
});

export const obligationListQuerySchema = obligationList.query;
