import { defineExport, type ExportColumn } from "@/lib/platform/lists/export/columns";
import { changeLine } from "./change-line";
import type { ReadableAuditEntry } from "./dto";
import { auditList, historyList } from "./schema";

/** The columns of the audit log's and a history's exports: the grid's, as a person reads them. */
const columns: Record<string, ExportColumn<ReadableAuditEntry>> = {
  occurredAt: { heading: "audit.columns.occurredAt", type: "dateTime", value: (row) => row.occurredAt },
  actorName: { heading: "audit.columns.actor", value: (row) => row.readable.actor },
  action: { heading: "audit.columns.action", value: (row) => row.readable.action },
  entityType: { heading: "audit.columns.entityType", value: (row) => row.readable.kind },
  entityName: { heading: "audit.columns.entityName", value: (row) => row.entityName },
  changes: {
    heading: "audit.columns.changes",
    type: "lines",
    value: (row, t) =>
      row.readable.changes.map((change) => changeLine(change, row.action, t("audit.noValue"))).join("\n"),
  },
};

/** The audit log as a file. */
export const auditExport = defineExport<ReadableAuditEntry>(auditList, { fileName: "audit.fileName", columns });

/** One record's history as a file. */
export const historyExport = defineExport<ReadableAuditEntry>(historyList, {
  fileName: "audit.historyFileName",
  columns,
});
