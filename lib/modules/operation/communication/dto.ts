import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import { dueStatus } from "@/lib/platform/recurrence/due-status";
import { dateStatusSchema } from "@/lib/platform/recurrence/schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  CommunicationChannel,
  CommunicationDirection,
  CommunicationKind,
  Frequency,
} from "@/lib/generated/prisma/enums";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { planItemLeadDays } from "./plan-schedule";

const stakeholderSelect = { select: { id: true, stakeholderName: true } } as const;
const toIdName = (row: { id: string; stakeholderName: string }) => ({ id: row.id, name: row.stakeholderName });

export const planItemListSelect = {
  id: true,
  topic: true,
  internalAudience: true,
  channel: true,
  direction: true,
  frequency: true,
  startsAt: true,
  nextDueDate: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  responsible: { select: memberSummarySelect },
  stakeholders: { ...stakeholderSelect, orderBy: [{ stakeholderName: "asc" }, { id: "asc" }] },
} satisfies Prisma.CommunicationPlanItemSelect;

export const planItemListRowSchema = z.object({
  id: z.string(),
  topic: z.string(),
  internalAudience: z.string().nullable(),
  channel: z.enum(CommunicationChannel),
  direction: z.enum(CommunicationDirection),
  frequency: z.enum(Frequency),
  startsAt: wireDate,
  /** Null once a once-only line is logged. */
  nextDueDate: wireDate.nullable(),
  /** Where the next date stands today, within a quarter of the period (at most 30 days); null when archived. */
  dueStatus: dateStatusSchema.nullable(),
  responsible: memberSummarySchema.nullable(),
  stakeholders: z.array(idName),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export const planItemPageSchema = pageSchema(planItemListRowSchema);

type PlanItemListRow = Prisma.CommunicationPlanItemGetPayload<{ select: typeof planItemListSelect }>;

export function toPlanItemListRow(
  { responsible, stakeholders, ...row }: PlanItemListRow,
  today: Date,
): z.output<typeof planItemListRowSchema> {
  const open = row.nextDueDate && !row.archivedDate;
  return {
    ...row,
    startsAt: toWireDate(row.startsAt)!,
    nextDueDate: toWireDate(row.nextDueDate),
    dueStatus: open ? dueStatus(row.nextDueDate!, today, planItemLeadDays(row.frequency)) : null,
    responsible: responsible && toMemberSummary(responsible),
    stakeholders: stakeholders.map(toIdName),
  };
}

export const planItemSelect = {
  ...planItemListSelect,
  description: true,
  // the latest communication logged for it, from which the next date counts
  communications: { where: { archivedDate: null }, orderBy: { date: "desc" }, take: 1, select: { date: true } },
} satisfies Prisma.CommunicationPlanItemSelect;

export const planItemSchema = planItemListRowSchema.extend({
  description: z.string().nullable(),
  /** The latest communication logged for it; the next date is a frequency after it. */
  lastLoggedDate: wireDate.nullable(),
});

export type PlanItemDto = z.output<typeof planItemSchema>;

export function toPlanItemDto(
  { communications, description, ...row }: Prisma.CommunicationPlanItemGetPayload<{ select: typeof planItemSelect }>,
  today: Date,
): PlanItemDto {
  return {
    ...toPlanItemListRow(row, today),
    description,
    lastLoggedDate: toWireDate(communications[0]?.date ?? null),
  };
}

export const communicationListSelect = {
  id: true,
  date: true,
  direction: true,
  kind: true,
  channel: true,
  subject: true,
  counterpart: true,
  responseDueDate: true,
  respondedDate: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  stakeholder: stakeholderSelect,
  planItem: { select: { id: true, topic: true } },
  responsible: { select: memberSummarySelect },
} satisfies Prisma.CommunicationSelect;

/** Where a response stands: answered, or the status of its due date; null when none is awaited. */
const responseStatusSchema = z.enum([...dateStatusSchema.options, "ANSWERED"]);

export const communicationListRowSchema = z.object({
  id: z.string(),
  date: wireDate,
  direction: z.enum(CommunicationDirection),
  kind: z.enum(CommunicationKind),
  channel: z.enum(CommunicationChannel),
  subject: z.string(),
  counterpart: z.string().nullable(),
  responseDueDate: wireDate.nullable(),
  respondedDate: wireDate.nullable(),
  responseStatus: responseStatusSchema.nullable(),
  stakeholder: idName.nullable(),
  planItem: z.object({ id: z.string(), topic: z.string() }).nullable(),
  responsible: memberSummarySchema.nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export const communicationPageSchema = pageSchema(communicationListRowSchema);

type CommunicationListRow = Prisma.CommunicationGetPayload<{ select: typeof communicationListSelect }>;

function responseStatusOf(row: CommunicationListRow, today: Date): z.output<typeof responseStatusSchema> | null {
  if (row.respondedDate) return "ANSWERED";
  if (!row.responseDueDate || row.archivedDate) return null;
  return dueStatus(row.responseDueDate, today);
}

export function toCommunicationListRow(
  row: CommunicationListRow,
  today: Date,
): z.output<typeof communicationListRowSchema> {
  const { stakeholder, responsible, ...rest } = row;
  return {
    ...rest,
    date: toWireDate(row.date)!,
    responseDueDate: toWireDate(row.responseDueDate),
    respondedDate: toWireDate(row.respondedDate),
    responseStatus: responseStatusOf(row, today),
    stakeholder: stakeholder && toIdName(stakeholder),
    responsible: responsible && toMemberSummary(responsible),
  };
}

export const communicationSelect = {
  ...communicationListSelect,
  text: true,
  response: true,
  files: attachedFiles,
  actions: {
    where: { archivedDate: null },
    orderBy: [{ position: "asc" }, { createdDate: "asc" }],
    select: { id: true, title: true, status: true, dueDate: true },
  },
} satisfies Prisma.CommunicationSelect;

export const communicationSchema = communicationListRowSchema.extend({
  text: z.string().nullable(),
  response: z.string().nullable(),
  files: z.array(fileSchema),
  /** The actions it raised, in the action plan with source COMMUNICATION. */
  actions: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.enum(ACTION_STATUSES), dueDate: wireDate.nullable() }),
  ),
});

export type CommunicationDto = z.output<typeof communicationSchema>;

export function toCommunicationDto(
  { text, response, files, actions, ...row }: Prisma.CommunicationGetPayload<{ select: typeof communicationSelect }>,
  today: Date,
): CommunicationDto {
  return {
    ...toCommunicationListRow(row, today),
    text,
    response,
    files: files.map(toFileDto),
    actions: actions.map((action) => ({ ...action, dueDate: toWireDate(action.dueDate) })),
  };
}
