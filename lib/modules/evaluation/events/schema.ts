// The event list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText, timestamp } from "@/lib/platform/fields/fields";
import { EVENT_STATUSES, statusProblem } from "./status";
import { EVENT_ACTION_TYPES, EVENT_IMPORTANCES, EVENT_KINDS } from "./choices";

export const eventList = defineList({
  table: "Event",
  sort: {
    occurredAt: "occurredAt",
    title: "title",
    kind: "kind",
    importance: "importance",
    status: "status",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "occurredAt,desc",
  filters: {
    q: z.string().trim().max(200).optional().describe("Text in what happened, the details or the place"),
    status: z.enum(EVENT_STATUSES).optional(),
    importance: z.enum(EVENT_IMPORTANCES).optional(),
    kind: z.enum(EVENT_KINDS).optional(),
    accident: z.enum(["true", "false"]).optional().describe("true: only events where someone was hurt"),
    areaId: z.uuid().optional(),
    from: calendarDate.optional().describe("Occurred on or after this day"),
    to: calendarDate.optional().describe("Occurred on or before this day"),
    ...archivedFilter,
  },
});

export const eventListQuerySchema = eventList.query;

/** Where on the earth the phone was, when the reporter shared it. */
const coordinates = {
  latitude: nullable(z.number().min(-90).max(90)),
  longitude: nullable(z.number().min(-180).max(180)),
};

/** What a report holds: the facts a worker knows on the spot. */
const reportFields = {
  title: z.string().trim().min(1).max(200),
  description: optionalText(4000),
  kind: z.enum(EVENT_KINDS),
  importance: z.enum(EVENT_IMPORTANCES),
  accidentOccurred: z.boolean().default(false),
  occurredAt: timestamp,
  areaId: nullable(z.uuid()),
  location: optionalText(200),
  ...coordinates,
  fileIds: fileIdsField,
};

export const eventReportSchema = z.object({
  ...reportFields,
  /** Chosen by the reporting form: the same key sent again answers the event already stored. */
  idempotencyKey: z.uuid().optional(),
});

export type EventReport = z.output<typeof eventReportSchema>;

const eventActionInputSchema = z
  .object({
    /** An action of this event to change; left out for a new one. */
    id: z.uuid().optional(),
    type: z.enum(EVENT_ACTION_TYPES),
    description: z.string().trim().min(1).max(2000),
    responsibleId: nullable(z.uuid()),
    dueDate: nullable(calendarDate),
    doneDate: nullable(calendarDate),
    waived: z.boolean().default(false),
    waivedReason: optionalText(1000),
  })
  .superRefine((action, context) => {
    if (action.waived && !action.waivedReason) {
      context.addIssue({ code: "custom", path: ["waivedReason"], params: { reason: "cancelReasonNeeded" } });
    }
  });

export type EventActionInput = z.output<typeof eventActionInputSchema>;

/** The whole event as a coordinator edits it: the report, the investigation, its actions and the status. */
export const eventInputSchema = z
  .object({
    ...reportFields,
    status: z.enum(EVENT_STATUSES),
    immediateAction: optionalText(4000),
    investigation: optionalText(8000),
    rootCause: optionalText(4000),
    /** Workdays lost after the accident's day; one or more makes it a lost-time injury. */
    lostWorkdays: nullable(z.coerce.number().int().min(0).max(3650)),
    /** The complete list, in order: actions left out are removed. */
    actions: z.array(eventActionInputSchema).max(100).default([]),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    const problem = statusProblem(input.status, input.actions);
    if (problem) context.addIssue({ code: "custom", path: ["status"], params: { reason: problem } });
  });

export type EventInput = z.output<typeof eventInputSchema>;
