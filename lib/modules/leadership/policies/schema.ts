import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { isoStandardsField } from "@/lib/platform/fields/iso";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";

/** Longest policy text accepted, counted before sanitising (the HTML as the editor sent it). */
const MAX_POLICY_CONTENT = 200_000;

export const policyList = defineList({
  table: "Policy",
  sort: {
    title: "title",
    nextReviewDate: "nextReviewDate",
    approvedDate: "approvedDate",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    isoStandard: z.enum(ISO_STANDARDS).optional(),
    published: z.enum(["true", "false"]).optional(),
    ...archivedFilter,
  },
});

export const policyListQuerySchema = policyList.query;

export const policyInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: z.string().max(MAX_POLICY_CONTENT),
    isoStandards: isoStandardsField,
    ownerId: nullable(z.uuid()),
    reviewRecurrence: nullable(z.enum(FREQUENCIES)),
    nextReviewDate: nullable(calendarDate),
    /** Approve the text as saved: the approver (a member) and the date are then required. */
    approve: z.boolean().default(false),
    approvedById: nullable(z.uuid()),
    approvedDate: nullable(calendarDate),
    /** Shown to anyone at the public address once an approved revision exists. */
    published: z.boolean().default(false),
    /** Why the text changed; kept with the revision the save makes. */
    changeNote: optionalText(1000),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (!input.approve) return;
    for (const field of ["approvedById", "approvedDate"] as const) {
      if (!input[field]) context.addIssue({ code: "custom", path: [field], params: { reason: "neededToApprove" } });
    }
  });

export type PolicyInput = z.output<typeof policyInputSchema>;

/** A policy's revisions, newest first. */
export const policyRevisionList = defineList({
  table: "PolicyRevision",
  sort: { version: "version", createdDate: "createdDate" },
  defaultSort: "version,desc",
});

export const policyRevisionListQuerySchema = policyRevisionList.query;
