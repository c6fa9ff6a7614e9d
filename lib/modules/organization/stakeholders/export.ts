import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listAssociations } from "./data";
import { associationList } from "./schema";

/** The stakeholder grid's columns as an export. */
export const associationExport = defineExport<RowOf<typeof listAssociations>>(associationList, {
  fileName: "stakeholders.title",
  columns: {
    name: { heading: "stakeholders.columns.name", value: (row) => row.stakeholder.name },
    type: { heading: "stakeholders.columns.type", value: (row, t) => t(`stakeholders.types.${row.stakeholder.type}`) },
    relevance: {
      heading: "stakeholders.columns.relevance",
      value: (row, t) => t(`stakeholders.relevanceValues.${row.relevance}`),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
