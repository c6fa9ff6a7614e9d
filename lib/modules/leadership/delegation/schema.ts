// Delegation's lists and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";

export const delegationList = defineList({
  table: "Delegation",
  sort: { startDate: "startDate", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "startDate,desc",
  filters: {
    responsibilityId: z.uuid().optional(),
    memberId: z.uuid().optional(),
    /** false: delegations their member has not accepted yet. */
    accepted: z.enum(["true", "false"]).optional(),
    /** true: in force today (started, not ended). */
    current: z.enum(["true", "false"]).optional(),
    ...archivedFilter,
  },
});

export const delegationListQuerySchema = delegationList.query;

export const delegationInputSchema = z
  .object({
    responsibilityId: z.uuid(),
    memberId: z.uuid(),
    authority: optionalText(4000),
    startDate: calendarDate,
    endDate: nullable(calendarDate),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.endDate && input.endDate < input.startDate) {
      context.addIssue({ code: "custom", path: ["endDate"], params: { reason: "endBeforeStart" } });
    }
  });

export type DelegationInput = z.output<typeof delegationInputSchema>;

/** An organization's own responsibility: named in both languages, and whether someone must hold it. */
export const responsibilityInputSchema = z.object({
  nameEn: z.string().trim().min(1).max(200),
  nameDa: z.string().trim().min(1).max(200),
  descriptionEn: optionalText(2000),
  descriptionDa: optionalText(2000),
  basis: optionalText(300),
  required: z.boolean().default(false),
  lastModifiedDate: lastModifiedDateField,
});

export type ResponsibilityInput = z.output<typeof responsibilityInputSchema>;
