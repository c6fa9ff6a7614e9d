// Ready reports' requests and scheduled reports' bodies and list. Client-safe.
import { z } from "zod";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { defineList } from "@/lib/platform/lists/list";
import { optionalText } from "@/lib/platform/fields/fields";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { REPORT_KEYS } from "./keys";
import { checkPeriod, periodFields, yearToDate } from "./period";

const REPORT_FORMATS = ["pdf", "xlsx"] as const;
export const SCHEDULE_FREQUENCIES = ["MONTHLY", "QUARTERLY"] as const;
export const SCHEDULE_FORMATS = ["PDF", "XLSX"] as const;

/** A report to download: the format, the period, and whether the organizations below are included. */
export const reportQuerySchema = z
  .object({
    format: z.enum(REPORT_FORMATS).default("pdf"),
    descendants: z.enum(["true", "false"]).default("false"),
    // without a period: this year so far, as the screen opens
    from: periodFields.from.default(() => yearToDate(new Date()).from),
    to: periodFields.to.default(() => yearToDate(new Date()).to),
  })
  .superRefine(checkPeriod);

export const scheduleList = defineList({
  table: "ReportSchedule",
  sort: { reportKey: "reportKey", frequency: "frequency", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "reportKey,asc",
  filters: { reportKey: z.enum(REPORT_KEYS).optional(), ...archivedFilter },
});

export const scheduleInputSchema = z.object({
  reportKey: z.enum(REPORT_KEYS),
  includeDescendants: z.boolean().default(false),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  formats: z
    .array(z.enum(SCHEDULE_FORMATS))
    .min(1)
    .max(2)
    .transform((formats) => [...new Set(formats)]),
  /** The members who receive it: each gets it in their language, with what they may read. */
  recipientIds: z
    .array(z.uuid())
    .min(1)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  note: optionalText(2000),
  lastModifiedDate: lastModifiedDateField,
});

export type ScheduleInput = z.output<typeof scheduleInputSchema>;
