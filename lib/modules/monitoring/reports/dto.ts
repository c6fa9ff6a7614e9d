// A scheduled report as the API answers it. Client-safe.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateTime, pageSchema } from "@/lib/platform/api/response";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { REPORT_KEYS } from "./keys";
import { SCHEDULE_FORMATS, SCHEDULE_FREQUENCIES } from "./schema";

export const scheduleSelect = {
  id: true,
  reportKey: true,
  includeDescendants: true,
  frequency: true,
  formats: true,
  note: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  recipients: { select: memberSummarySelect, orderBy: { userName: "asc" } },
  deliveries: { select: { periodFrom: true, periodTo: true, sentDate: true }, orderBy: { sentDate: "desc" }, take: 1 },
} satisfies Prisma.ReportScheduleSelect;

export const scheduleSchema = z.object({
  id: z.string(),
  reportKey: z.enum(REPORT_KEYS),
  includeDescendants: z.boolean(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  formats: z.array(z.enum(SCHEDULE_FORMATS)),
  note: z.string().nullable(),
  recipients: z.array(memberSummarySchema),
  /** The last period sent, and when. */
  lastDelivery: z.object({ periodFrom: z.string(), periodTo: z.string(), sentDate: dateTime }).nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type ScheduleDto = z.output<typeof scheduleSchema>;

export const schedulePageSchema = pageSchema(scheduleSchema);

export function toScheduleDto(row: Prisma.ReportScheduleGetPayload<{ select: typeof scheduleSelect }>): ScheduleDto {
  const { recipients, deliveries, reportKey, ...rest } = row;
  return {
    ...rest,
    reportKey: reportKey as ScheduleDto["reportKey"],
    recipients: recipients.map(toMemberSummary),
    lastDelivery: deliveries[0] ?? null,
  };
}
