import { z } from "zod";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { reviewInputsSchema, type ReviewInputs } from "./inputs";
import { REVIEW_STATUSES } from "./schema";

export const reviewListSelect = {
  id: true,
  title: true,
  meetingDate: true,
  periodStart: true,
  periodEnd: true,
  status: true,
  heldAt: true,
  approvedAt: true,
  approvedByName: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  _count: { select: { decisions: true } },
} satisfies Prisma.ManagementReviewSelect;

export const reviewSelect = {
  ...reviewListSelect,
  agenda: true,
  otherParticipants: true,
  inputs: true,
  heldByName: true,
  suitability: true,
  adequacy: true,
  effectiveness: true,
  resourceNeeds: true,
  participants: { select: memberSummarySelect, orderBy: { userName: "asc" } },
  comments: { select: { inputKey: true, comment: true, authorName: true, lastModifiedDate: true } },
  decisions: {
    orderBy: [{ position: "asc" }, { createdDate: "asc" }],
    select: {
      id: true,
      text: true,
      lastModifiedDate: true,
      actions: {
        where: { archivedDate: null },
        orderBy: [{ position: "asc" }, { createdDate: "asc" }],
        select: { id: true, title: true, status: true, dueDate: true, responsible: { select: memberSummarySelect } },
      },
    },
  },
} satisfies Prisma.ManagementReviewSelect;

const listFields = {
  id: z.string(),
  title: z.string(),
  meetingDate: wireDate,
  periodStart: wireDate,
  periodEnd: wireDate,
  status: z.enum(REVIEW_STATUSES),
  heldAt: dateTime.nullable(),
  approvedAt: dateTime.nullable(),
  approvedByName: z.string().nullable(),
  decisionCount: z.number(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
};

const reviewListRowSchema = z.object(listFields);
export const reviewPageSchema = pageSchema(reviewListRowSchema);

export const reviewSchema = z.object({
  ...listFields,
  agenda: z.string().nullable(),
  otherParticipants: z.string().nullable(),
  participants: z.array(memberSummarySchema),
  /** Frozen when the review was held; null while it is a draft (its inputs are read live then). */
  inputs: reviewInputsSchema.nullable(),
  heldByName: z.string().nullable(),
  suitability: z.string().nullable(),
  adequacy: z.string().nullable(),
  effectiveness: z.string().nullable(),
  resourceNeeds: z.string().nullable(),
  comments: z.array(
    z.object({ inputKey: z.string(), comment: z.string(), authorName: z.string(), lastModifiedDate: dateTime }),
  ),
  decisions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      lastModifiedDate: dateTime,
      actions: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          status: z.enum(ACTION_STATUSES),
          dueDate: wireDate.nullable(),
          responsible: memberSummarySchema.nullable(),
        }),
      ),
    }),
  ),
});

export type ReviewDto = z.output<typeof reviewSchema>;
export type ReviewListRow = z.output<typeof reviewListRowSchema>;

type ListRow = Prisma.ManagementReviewGetPayload<{ select: typeof reviewListSelect }>;

export const toReviewListRow = ({ _count, meetingDate, periodStart, periodEnd, ...row }: ListRow): ReviewListRow => ({
  ...row,
  meetingDate: toWireDate(meetingDate)!,
  periodStart: toWireDate(periodStart)!,
  periodEnd: toWireDate(periodEnd)!,
  decisionCount: _count.decisions,
});

export function toReviewDto(row: Prisma.ManagementReviewGetPayload<{ select: typeof reviewSelect }>): ReviewDto {
  return {
    ...toReviewListRow(row),
    agenda: row.agenda,
    otherParticipants: row.otherParticipants,
    participants: row.participants.map(toMemberSummary),
    inputs: row.inputs as ReviewInputs | null,
    heldByName: row.heldByName,
    suitability: row.suitability,
    adequacy: row.adequacy,
    effectiveness: row.effectiveness,
    resourceNeeds: row.resourceNeeds,
    comments: row.comments,
    decisions: row.decisions.map((decision) => ({
      ...decision,
      actions: decision.actions.map((action) => ({
        ...action,
        dueDate: toWireDate(action.dueDate),
        responsible: action.responsible && toMemberSummary(action.responsible),
      })),
    })),
  };
}

/** A review's inputs: frozen ones once held, else read live for its period. */
export const reviewInputsAnswerSchema = z.object({ frozen: z.boolean(), inputs: reviewInputsSchema });
