// How a scheduled report reads in a history.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";

export const scheduleHistory = defineHistory({
  report_schedule: {
    fields: {
      reportKey: field.enum("reports.fields.report", "reports.titles"),
      includeDescendants: field.boolean("reports.fields.includeDescendants"),
      frequency: field.enum("reports.fields.frequency", "reports.frequencies"),
      formats: field.enum("reports.fields.formats", "reports.formats"),
      note: field.text("reports.fields.note"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  report_recipient: { fields: {} },
});
