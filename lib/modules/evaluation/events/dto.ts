import { z } from "zod";
import { fileSchema, fileSelect, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { EventImportance, EventKind, EventStatus, InspectionResult } from "@/lib/generated/prisma/enums";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { ACTION_STATUSES, OPEN_ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { EVENT_ACTION_TYPES, EVENT_IMPORTANCES, EVENT_KINDS } from "./choices";

export const eventListSelect = {
  id: true,
  title: true,
  kind: true,
  importance: true,
  accidentOccurred: true,
  occurredAt: true,
  location: true,
  status: true,
  reporterName: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  area: { select: { id: true, name: true } },
  _count: { select: { actions: { where: { status: { in: [...OPEN_ACTION_STATUSES] }, archivedDate: null } } } },
} satisfies Prisma.EventSelect;

export const eventListRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(EventKind),
  importance: z.enum(EventImportance),
  accidentOccurred: z.boolean(),
  occurredAt: dateTime,
  location: z.string().nullable(),
  status: z.enum(EventStatus),
  reporterName: z.string(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  area: idName.nullable(),
  /** Actions neither done nor waived. */
  openActions: z.number(),
});

export const eventPageSchema = pageSchema(eventListRowSchema);

export function toEventListRow({
  _count,
  ...row
}: Prisma.EventGetPayload<{ select: typeof eventListSelect }>): z.output<typeof eventListRowSchema> {
  return { ...row, openActions: _count.actions };
}

const eventActionSelect = {
  id: true,
  kind: true,
  title: true,
  status: true,
  dueDate: true,
  doneDate: true,
  cancelledReason: true,
  lastModifiedDate: true,
  responsible: { select: memberSummarySelect },
} satisfies Prisma.ActionSelect;

/** An action as the event's form knows it; the action plan holds it (`status` says how far it is). */
const eventActionSchema = z.object({
  id: z.string(),
  type: z.enum(EVENT_ACTION_TYPES),
  description: z.string(),
  status: z.enum(ACTION_STATUSES),
  dueDate: wireDate.nullable(),
  doneDate: wireDate.nullable(),
  waived: z.boolean(),
  waivedReason: z.string().nullable(),
  lastModifiedDate: dateTime,
  responsible: memberSummarySchema.nullable(),
});

function toEventActionDto({
  responsible,
  kind,
  title,
  cancelledReason,
  ...row
}: Prisma.ActionGetPayload<{ select: typeof eventActionSelect }>): z.output<typeof eventActionSchema> {
  return {
    ...row,
    // an event's actions are written as corrective or preventive (the plan keeps them so)
    type: kind === "PREVENTIVE" ? "PREVENTIVE" : "CORRECTIVE",
    description: title,
    dueDate: toWireDate(row.dueDate),
    doneDate: toWireDate(row.doneDate),
    waived: row.status === "CANCELLED",
    waivedReason: cancelledReason,
    responsible: responsible && toMemberSummary(responsible),
  };
}

export const eventSelect = {
  ...eventListSelect,
  description: true,
  latitude: true,
  longitude: true,
  immediateAction: true,
  investigation: true,
  lostWorkdays: true,
  rootCause: true,
  closedDate: true,
  reportedById: true,
  files: { select: fileSelect, orderBy: [{ createdDate: "asc" }, { id: "asc" }] },
  actions: { select: eventActionSelect, orderBy: [{ position: "asc" }, { createdDate: "asc" }] },
  // the inspection the event was raised from (a failed one, or one with findings)
  inspections: {
    select: {
      id: true,
      title: true,
      dueDate: true,
      performedAt: true,
      result: true,
      agreement: { select: { title: true } },
    },
    orderBy: [{ performedAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.EventSelect;

type InspectionRow = Prisma.EventGetPayload<{ select: typeof eventSelect }>["inspections"][number];

/** An inspection an event came from: named by its agreement (or its own title when ad hoc). */
const raisedFromSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: wireDate,
  performedAt: wireDate.nullable(),
  result: z.enum(InspectionResult).nullable(),
});

const toRaisedFrom = ({ agreement, ...row }: InspectionRow): z.output<typeof raisedFromSchema> => ({
  id: row.id,
  title: agreement?.title ?? row.title ?? "",
  dueDate: toWireDate(row.dueDate)!,
  performedAt: toWireDate(row.performedAt),
  result: row.result,
});

/** One event with its investigation, its corrective and preventive actions and the inspection it came from. */
export const eventSchema = eventListRowSchema.extend({
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  immediateAction: z.string().nullable(),
  investigation: z.string().nullable(),
  lostWorkdays: z.number().nullable(),
  rootCause: z.string().nullable(),
  closedDate: dateTime.nullable(),
  reportedById: z.string().nullable(),
  files: z.array(fileSchema),
  actions: z.array(eventActionSchema),
  raisedFrom: z.array(raisedFromSchema),
});

export type EventDto = z.output<typeof eventSchema>;

export function toEventDto({
  files,
  actions,
  inspections,
  _count,
  ...row
}: Prisma.EventGetPayload<{ select: typeof eventSelect }>): EventDto {
  return {
    ...row,
    openActions: _count.actions,
    files: files.map(toFileDto),
    actions: actions.map(toEventActionDto),
    raisedFrom: inspections.map(toRaisedFrom),
  };
}

/** A count per key: every key present, zero where none. */
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K, z.ZodNumber>);

/** The figures a coordinator watches (eventStatistics), over active events. */
export const eventStatisticsSchema = z.object({
  /** The last twelve months, oldest first, as YYYY-MM of the application's time zone. */
  months: z.array(
    z.object({
      month: z.string(),
      total: z.number(),
      kinds: countsOf(EVENT_KINDS),
      importances: countsOf(EVENT_IMPORTANCES),
    }),
  ),
  /** Accidents (someone hurt, or reported as an accident) and near misses per calendar year, oldest first. */
  years: z.array(z.object({ year: z.number(), accidents: z.number(), nearMisses: z.number() })),
  /** Whole days since the last accident, null when none is recorded. */
  daysSinceLastAccident: z.number().nullable(),
  /** Events not yet closed. */
  open: z.number(),
});

export type EventStatistics = z.output<typeof eventStatisticsSchema>;
