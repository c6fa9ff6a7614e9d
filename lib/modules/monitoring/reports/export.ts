import { defineExport } from "@/lib/platform/lists/export/columns";
import type { ScheduleDto } from "./dto";
import { scheduleList } from "./schema";

/** The scheduled reports' grid as an export. */
export const scheduleExport = defineExport<ScheduleDto>(scheduleList, {
  fileName: "reports.schedules.fileName",
  columns: {
    reportKey: { heading: "reports.fields.report", value: (row, t) => t(`reports.titles.${row.reportKey}`) },
    frequency: { heading: "reports.fields.frequency", value: (row, t) => t(`reports.frequencies.${row.frequency}`) },
    includeDescendants: {
      heading: "reports.fields.includeDescendants",
      value: (row, t) => t(row.includeDescendants ? "audit.values.yes" : "audit.values.no"),
    },
    formats: { heading: "reports.fields.formats", value: (row) => row.formats.join(", ") },
    recipients: {
      heading: "reports.fields.recipients",
      value: (row) => row.recipients.map((recipient) => recipient.name).join(", "),
    },
    lastDelivery: {
      heading: "reports.fields.lastDelivery",
      type: "dateTime",
      value: (row) => row.lastDelivery?.sentDate,
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
