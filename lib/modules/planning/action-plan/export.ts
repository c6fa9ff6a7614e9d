import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listActions } from "./data";
import { actionList } from "./schema";

/** The action plan's columns as an export. */
export const actionExport = defineExport<RowOf<typeof listActions>>(actionList, {
  fileName: "actionPlan.fileName",
  columns: {
    title: { heading: "actionPlan.fields.title", value: (row) => row.title },
    status: { heading: "actionPlan.fields.status", value: (row, t) => t(`actionPlan.statuses.${row.status}`) },
    priority: { heading: "actionPlan.fields.priority", value: (row, t) => t(`actionPlan.priorities.${row.priority}`) },
    dueDate: {
      heading: "actionPlan.fields.dueDate",
      type: "date",
      value: (row) => row.dueDate && new Date(row.dueDate),
    },
    responsible: { heading: "actionPlan.fields.responsible", value: (row) => row.responsible?.name },
    source: { heading: "actionPlan.fields.source", value: (row, t) => t(`actionPlan.sources.${row.source}`) },
    sourceRecord: { heading: "actionPlan.fields.sourceRecord", value: (row) => row.sourceRecord?.title },
    kind: {
      heading: "actionPlan.fields.kind",
      value: (row, t) => (row.kind ? t(`actionPlan.kinds.${row.kind}`) : null),
    },
    area: { heading: "actionPlan.fields.area", value: (row) => row.area?.name },
    organization: { heading: "actionPlan.fields.organization", value: (row) => row.organization.name },
    doneDate: {
      heading: "actionPlan.fields.doneDate",
      type: "date",
      value: (row) => row.doneDate && new Date(row.doneDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
