import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listCompetences } from "./data";
import { competenceList } from "./schema";

/** The competence grid's columns as an export; the status column is its counts, one column each. */
export const competenceExport = defineExport<RowOf<typeof listCompetences>>(competenceList, {
  fileName: "people.tabs.competences",
  columns: {
    name: { heading: "people.columns.name", value: (row) => row.name },
    frequency: { heading: "people.columns.frequency", value: (row, t) => t(`people.frequency.${row.frequency}`) },
    assignedCount: { heading: "people.columns.assigned", type: "number", value: (row) => row.assignedCount },
    status: {
      heading: "people.status.OVERDUE",
      type: "number",
      value: (row) => row.overdueCount,
      with: ["dueSoonCount", "missingCount"],
    },
    dueSoonCount: { heading: "people.status.DUE_SOON", type: "number", value: (row) => row.dueSoonCount },
    missingCount: { heading: "people.status.MISSING", type: "number", value: (row) => row.missingCount },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
