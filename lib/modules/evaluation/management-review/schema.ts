// Management reviews' list and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, idList, nullable, optionalText } from "@/lib/platform/fields/fields";
import { correctiveActionSchema } from "@/lib/modules/planning/action-plan/schema";
import { INPUT_KEYS } from "./inputs";

export const REVIEW_STATUSES = ["DRAFT", "HELD", "APPROVED"] as const;

export const reviewList = defineList({
  table: "ManagementReview",
  sort: { meetingDate: "meetingDate", title: "title", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "meetingDate,desc",
  filters: { q: z.string().trim().max(200).optional(), status: z.enum(REVIEW_STATUSES).optional(), ...archivedFilter },
});

/** The meeting and the minutes' conclusions: what a review's form holds. */
export const reviewInputSchema = z
  .object({
    title: z.string().trim().min(1).max(300),
    meetingDate: calendarDate,
    periodStart: calendarDate,
    periodEnd: calendarDate,
    agenda: optionalText(8000),
    participantIds: idList,
    otherParticipants: optionalText(2000),
    suitability: optionalText(8000),
    adequacy: optionalText(8000),
    effectiveness: optionalText(8000),
    resourceNeeds: optionalText(8000),
    lastModifiedDate: lastModifiedDateField,
  })
  .refine((input) => input.periodEnd >= input.periodStart, {
    path: ["periodEnd"],
    params: { reason: "endBeforeStart" },
  });

export type ReviewInput = z.output<typeof reviewInputSchema>;

/** A presenter's comment on one input; an empty one removes it. */
export const commentInputSchema = z.object({ inputKey: z.enum(INPUT_KEYS), comment: optionalText(8000) });

export const decisionInputSchema = z.object({
  text: z.string().trim().min(1).max(4000),
  /** A new decision's action, added to the action plan with it. */
  action: nullable(correctiveActionSchema),
  lastModifiedDate: lastModifiedDateField,
});

export type DecisionInput = z.output<typeof decisionInputSchema>;

export const stepSchema = z.object({ lastModifiedDate: lastModifiedDateField });
