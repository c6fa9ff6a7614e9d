import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { dateFilter } from "@/lib/platform/lists/date-filter";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { LEGISLATION_KINDS } from "@/lib/modules/admin/legislation/choices";
import { correctiveActionSchema } from "@/lib/modules/planning/action-plan/schema";
import { COMPLIANCE_STATUSES, EVALUATION_NEEDS, EVALUATION_RESULTS, SHORTFALL_RESULTS } from "./choices";

/** The next evaluation date as a person sets it: after the evaluation it follows. */
const nextAfterEvaluation = (input: { evaluationDate?: string | null; nextEvaluationDate: string | null }) =>
  !input.nextEvaluationDate || !input.evaluationDate || input.nextEvaluationDate > input.evaluationDate;

/**
 * One compliance evaluation, recorded as a new record (`POST …/evaluations`). `nextEvaluationDate`
 * is set by hand; left out, it follows from the evaluation date and the obligation's schedule.
 */
export const evaluationInputSchema = z
  .object({
    evaluationDate: calendarDate,
    status: z.enum(EVALUATION_RESULTS),
    evaluatorId: nullable(z.uuid()),
    notes: optionalText(10_000),
    fileIds: fileIdsField,
    nextEvaluationDate: nullable(calendarDate),
    /** The compliance evaluation round it is recorded in (an open one of the organization). */
    roundId: nullable(z.uuid()),
    /** For a shortfall: the corrective action, added to the action plan with the evaluation. */
    correctiveAction: nullable(correctiveActionSchema),
  })
  .refine(nextAfterEvaluation, { path: ["nextEvaluationDate"], params: { reason: "nextAfterEvaluation" } })
  .refine((input) => !input.correctiveAction || SHORTFALL_RESULTS.includes(input.status), {
    path: ["correctiveAction"],
    params: { reason: "actionForShortfall" },
  });

export type EvaluationInput = z.output<typeof evaluationInputSchema>;

/**
 * The obligation itself (`PUT`): how the act applies, who answers for it, and its evaluation
 * schedule. `evaluationScheduleStart` left out keeps the start, null makes it the first evaluation's
 * date; `nextEvaluationDate` is set by hand, else it follows from the schedule and the latest
 * evaluation. The evaluation fields (`status` … `fileIds`) are the body of the API before evaluations
 * were records of their own: an evaluation that differs from the latest is recorded as a new one.
 */
export const obligationInputSchema = z
  .object({
    /** How the act applies to the organization (which activities, sites, substances). */
    applicability: optionalText(10_000),
    responsibleId: nullable(z.uuid()),
    evaluationRecurrence: nullable(z.enum(FREQUENCIES)),
    evaluationScheduleStart: calendarDate.nullish(),
    /** As entered; else from the schedule and the latest evaluation. */
    nextEvaluationDate: nullable(calendarDate),
    status: z.enum(COMPLIANCE_STATUSES).optional(),
    evaluationDate: nullable(calendarDate),
    evaluatorId: nullable(z.uuid()),
    evaluationNotes: optionalText(10_000),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    // an evaluation has a date; "not evaluated" has none
    if (input.status && input.status !== "NOT_EVALUATED" && !input.evaluationDate) {
      context.addIssue({ code: "custom", path: ["evaluationDate"], params: { reason: "neededToEvaluate" } });
    }
    // the evaluation's fields describe an evaluation: they come with its result
    const evaluationGiven = input.evaluationDate || input.evaluatorId || input.evaluationNotes || input.fileIds.length;
    if (!input.status && evaluationGiven) {
      context.addIssue({ code: "custom", path: ["status"], params: { reason: "evaluationResult" } });
    }
    if (input.status && input.status !== "NOT_EVALUATED" && !nextAfterEvaluation(input)) {
      context.addIssue({ code: "custom", path: ["nextEvaluationDate"], params: { reason: "nextAfterEvaluation" } });
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
    needsEvaluation: z
      .enum(["ANY", ...EVALUATION_NEEDS])
      .optional()
      .describe(
        "Obligations that need an evaluation: OVERDUE (the next evaluation date has passed), NEVER_EVALUATED, ACT_CHANGED (the act changed after the latest evaluation), or ANY of them",
      ),
    ...dateFilter("lastModifiedDate"),
    ...archivedFilter,
  },
});

export const obligationListQuerySchema = obligationList.query;

/** An obligation's evaluations, latest first: by evaluation date, then as recorded (ids are time-ordered). */
export const evaluationList = defineList({
  table: "ObligationEvaluation",
  sort: { evaluationDate: "evaluationDate" },
  defaultSort: "evaluationDate,desc",
});

export const evaluationListQuerySchema = evaluationList.query;
