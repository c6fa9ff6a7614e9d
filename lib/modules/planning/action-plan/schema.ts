// The action plan's list and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import {
  ACTION_KINDS,
  ACTION_PRIORITIES,
  ACTION_SOURCES,
  ACTION_STATUSES,
  CONTROL_LEVELS,
  EFFECTIVENESS_RESULTS,
  PROGRESS_STATUSES,
} from "./choices";

export const actionList = defineList({
  table: "Action",
  sort: {
    dueDate: "dueDate",
    title: "title",
    status: "status",
    priority: "priority",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "dueDate,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    source: z.enum(ACTION_SOURCES).optional(),
    status: z
      .enum([...ACTION_STATUSES, "OPEN"])
      .optional()
      .describe("OPEN: planned or in progress"),
    priority: z.enum(ACTION_PRIORITIES).optional(),
    responsibleId: z.uuid().optional(),
    /** Open actions past their due date. */
    overdue: z.enum(["true", "false"]).optional(),
    dueFrom: calendarDate.optional(),
    dueTo: calendarDate.optional(),
    areaId: z.uuid().optional(),
    /** One organization of the tree; the list shows the organization and everything below it. */
    organizationId: z.uuid().optional(),
    ...archivedFilter,
  },
});

export const actionListQuerySchema = actionList.query;

/** The fields a manager sets on any action, whatever its source. */
const actionFields = {
  title: z.string().trim().min(1).max(2000),
  description: optionalText(8000),
  kind: nullable(z.enum(ACTION_KINDS)),
  responsibleId: nullable(z.uuid()),
  dueDate: nullable(calendarDate),
  priority: z.enum(ACTION_PRIORITIES).default("MEDIUM"),
  status: z.enum(ACTION_STATUSES).default("PLANNED"),
  cancelledReason: optionalText(1000),
  doneDate: nullable(calendarDate),
  note: optionalText(4000),
  effectivenessDueDate: nullable(calendarDate),
  /** A hazard's control: its level in the hierarchy of controls. */
  controlLevel: nullable(z.enum(CONTROL_LEVELS)),
  areaId: nullable(z.uuid()),
  fileIds: fileIdsField,
};

type StatusFields = { status: string; cancelledReason: string | null; doneDate: string | null };

/** A cancelled action says why; a done one says when, and only a done one does. */
function checkStatus(input: StatusFields, context: z.RefinementCtx) {
  if (input.status === "CANCELLED" && !input.cancelledReason) {
    context.addIssue({ code: "custom", path: ["cancelledReason"], params: { reason: "cancelReasonNeeded" } });
  }
  if (input.status === "DONE" && !input.doneDate) {
    context.addIssue({ code: "custom", path: ["doneDate"], params: { reason: "doneDateNeeded" } });
  }
  if (input.status !== "DONE" && input.doneDate) {
    context.addIssue({ code: "custom", path: ["doneDate"], params: { reason: "doneDateOnlyWhenDone" } });
  }
}

/**
 * A corrective action proposed where a shortfall is recorded (an audit's nonconformity, an
 * evaluation found not compliant), added to the plan in the same step.
 */
export const correctiveActionSchema = z.object({
  title: z.string().trim().min(1).max(300),
  responsibleId: nullable(z.uuid()),
  dueDate: nullable(calendarDate),
});

/** The column naming the record each source's action comes from. */
const SOURCE_LINKS = {
  EVENT: "eventId",
  INSPECTION: "inspectionId",
  HAZARD: "hazardId",
  ASPECT: "aspectId",
  OBJECTIVE: "objectiveId",
  FINDING: "findingId",
  COMPLIANCE: "evaluationId",
  REVIEW: "decisionId",
  COMMUNICATION: "communicationId",
} as const;

/** A new action: from the plan itself, or from a record of the organization (its id in the source's field). */
export const actionCreateSchema = z
  .object({
    ...actionFields,
    source: z.enum(ACTION_SOURCES).default("PLAN"),
    eventId: nullable(z.uuid()),
    inspectionId: nullable(z.uuid()),
    hazardId: nullable(z.uuid()),
    aspectId: nullable(z.uuid()),
    objectiveId: nullable(z.uuid()),
    findingId: nullable(z.uuid()),
    evaluationId: nullable(z.uuid()),
    decisionId: nullable(z.uuid()),
    communicationId: nullable(z.uuid()),
  })
  .superRefine((input, context) => {
    checkStatus(input, context);
    for (const [source, field] of Object.entries(SOURCE_LINKS)) {
      if (source === input.source && !input[field]) {
        context.addIssue({ code: "custom", path: [field], params: { reason: "sourceRecordNeeded" } });
      }
      if (source !== input.source && input[field]) {
        context.addIssue({ code: "custom", path: [field], params: { reason: "notThisSource" } });
      }
    }
  });

export type ActionCreateInput = z.output<typeof actionCreateSchema>;

/** A manager's change of an action; its source stays what it was. */
export const actionUpdateSchema = z
  .object({ ...actionFields, lastModifiedDate: lastModifiedDateField })
  .superRefine(checkStatus);

export type ActionUpdateInput = z.output<typeof actionUpdateSchema>;

/**
 * The responsible member's report: how far it is, what was done, the evidence. A note or evidence
 * left out stays as it is (the board moves a card by its status alone).
 */
export const actionProgressSchema = z
  .object({
    status: z.enum(PROGRESS_STATUSES),
    doneDate: nullable(calendarDate),
    note: z.string().trim().max(4000).nullish(),
    fileIds: z.array(z.uuid()).max(200).optional(),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => checkStatus({ ...input, cancelledReason: null }, context));

export type ActionProgressInput = z.output<typeof actionProgressSchema>;

/** A check of whether a done action worked (ISO 10.2 f). Not effective reopens it. */
export const effectivenessCheckSchema = z.object({
  result: z.enum(EFFECTIVENESS_RESULTS),
  note: optionalText(4000),
  /** When to look again: the reopened action's next check, or a later one after an effective check. */
  nextCheckDate: nullable(calendarDate),
  lastModifiedDate: lastModifiedDateField,
});

export type EffectivenessCheckInput = z.output<typeof effectivenessCheckSchema>;
