// The communication plan's and log's list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, idList, nullable, optionalText } from "@/lib/platform/fields/fields";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { correctiveActionSchema } from "@/lib/modules/planning/action-plan/schema";
import { COMMUNICATION_CHANNELS, COMMUNICATION_DIRECTIONS, COMMUNICATION_KINDS, RESPONSE_STATES } from "./choices";

const search = z.string().trim().max(200).optional();

export const planItemList = defineList({
  table: "CommunicationPlanItem",
  sort: { topic: "topic", nextDueDate: "nextDueDate", lastModifiedDate: "lastModifiedDate" },
  // what falls due first, overdue at the top; lines done once and for all last
  defaultSort: "nextDueDate,asc",
  filters: {
    q: search,
    channel: z.enum(COMMUNICATION_CHANNELS).optional(),
    direction: z.enum(COMMUNICATION_DIRECTIONS).optional(),
    stakeholderId: z.uuid().optional(),
    responsibleId: z.uuid().optional(),
    /** true: next due before today; false: the others. */
    overdue: z.enum(["true", "false"]).optional(),
    dueFrom: calendarDate.optional(),
    dueTo: calendarDate.optional(),
    ...archivedFilter,
  },
});

export const planItemListQuerySchema = planItemList.query;

/** A line of the communication plan: what, to whom, how, how often from when, and who answers for it. */
export const planItemInputSchema = z.object({
  topic: z.string().trim().min(1).max(300),
  description: optionalText(10_000),
  /** The internal groups it goes to, in words ("all employees", "the safety committee"). */
  internalAudience: optionalText(500),
  /** The stakeholders of the organization's register it goes to or comes from. */
  stakeholderIds: idList,
  channel: z.enum(COMMUNICATION_CHANNELS),
  direction: z.enum(COMMUNICATION_DIRECTIONS).default("OUTGOING"),
  frequency: z.enum(FREQUENCIES),
  /** When it is first due, and the start of its recurrence. */
  startsAt: calendarDate,
  responsibleId: nullable(z.uuid()),
  lastModifiedDate: lastModifiedDateField,
});

export type PlanItemInput = z.output<typeof planItemInputSchema>;

export const communicationList = defineList({
  table: "Communication",
  sort: { date: "date", responseDueDate: "responseDueDate", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "date,desc",
  filters: {
    q: search,
    kind: z.enum(COMMUNICATION_KINDS).optional(),
    direction: z.enum(COMMUNICATION_DIRECTIONS).optional(),
    channel: z.enum(COMMUNICATION_CHANNELS).optional(),
    stakeholderId: z.uuid().optional(),
    planItemId: z.uuid().optional(),
    responsibleId: z.uuid().optional(),
    response: z
      .enum(RESPONSE_STATES)
      .optional()
      .describe("AWAITING: a response is due and none given; OVERDUE: awaited past its due date; GIVEN: answered"),
    /** The communication's date, from and to (both inclusive). */
    dateFrom: calendarDate.optional(),
    dateTo: calendarDate.optional(),
    ...archivedFilter,
  },
});

export const communicationListQuerySchema = communicationList.query;

type Dated = { date: string; kind: string; responseDueDate: string | null; respondedDate: string | null };

/** A complaint has its response's due date; neither the due date nor the response precedes the communication. */
function checkResponse(input: Dated, context: z.RefinementCtx) {
  if (input.kind === "COMPLAINT" && !input.responseDueDate) {
    context.addIssue({ code: "custom", path: ["responseDueDate"], params: { reason: "responseDueNeeded" } });
  }
  for (const field of ["responseDueDate", "respondedDate"] as const) {
    const value = input[field];
    if (value && value < input.date) {
      context.addIssue({ code: "custom", path: [field], params: { reason: "beforeCommunication" } });
    }
  }
}

/**
 * A logged communication: when, which way, what kind, how, with whom (a stakeholder of the register,
 * or in words), about what, the response awaited and given, the plan's line it carries out and its
 * files. A complaint may raise its action in the same step (`correctiveAction`), which goes to the
 * action plan with source COMMUNICATION.
 */
export const communicationInputSchema = z
  .object({
    date: calendarDate,
    direction: z.enum(COMMUNICATION_DIRECTIONS),
    kind: z.enum(COMMUNICATION_KINDS).default("GENERAL"),
    channel: z.enum(COMMUNICATION_CHANNELS),
    stakeholderId: nullable(z.uuid()),
    /** Who it was with when not a stakeholder of the register (a neighbour, an employee). */
    counterpart: optionalText(300),
    subject: z.string().trim().min(1).max(300),
    text: optionalText(20_000),
    responseDueDate: nullable(calendarDate),
    respondedDate: nullable(calendarDate),
    response: optionalText(20_000),
    planItemId: nullable(z.uuid()),
    responsibleId: nullable(z.uuid()),
    fileIds: fileIdsField,
    correctiveAction: nullable(correctiveActionSchema),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine(checkResponse);

export type CommunicationInput = z.output<typeof communicationInputSchema>;
