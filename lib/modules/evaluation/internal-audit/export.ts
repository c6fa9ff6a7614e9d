import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listAudits } from "./data";
import { auditList } from "./schema";

/** The audit programme as a list: each audit with its dates, area, clauses and findings by grade. */
export const auditExport = defineExport<RowOf<typeof listAudits>>(auditList, {
  fileName: "internalAudit.fileName",
  columns: {
    year: { heading: "internalAudit.fields.year", type: "number", value: (row) => row.year },
    title: { heading: "internalAudit.fields.title", value: (row) => row.title },
    status: { heading: "internalAudit.fields.status", value: (row, t) => t(`internalAudit.statuses.${row.status}`) },
    area: { heading: "internalAudit.fields.area", value: (row) => row.area?.name },
    leadAuditor: { heading: "internalAudit.fields.leadAuditor", value: (row) => row.leadAuditor?.name },
    plannedStart: { heading: "internalAudit.fields.plannedStart", type: "date", value: (row) => row.plannedStart },
    actualEnd: { heading: "internalAudit.fields.actualEnd", type: "date", value: (row) => row.actualEnd },
    clauses: { heading: "internalAudit.fields.clauses", type: "lines", value: (row) => row.clauses.join("\n") },
    major: {
      heading: "internalAudit.findingKinds.MAJOR_NONCONFORMITY",
      type: "number",
      value: (row) => row.findingCounts.MAJOR_NONCONFORMITY,
    },
    minor: {
      heading: "internalAudit.findingKinds.MINOR_NONCONFORMITY",
      type: "number",
      value: (row) => row.findingCounts.MINOR_NONCONFORMITY,
    },
    observations: {
      heading: "internalAudit.findingKinds.OBSERVATION",
      type: "number",
      value: (row) => row.findingCounts.OBSERVATION,
    },
    improvements: {
      heading: "internalAudit.findingKinds.IMPROVEMENT",
      type: "number",
      value: (row) => row.findingCounts.IMPROVEMENT,
    },
  },
});
