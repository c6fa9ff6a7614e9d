import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listCatalogueStakeholders } from "./data";
import { stakeholderList } from "./schema";

/** The catalogue grid's columns as an export. */
export const catalogueExport = defineExport<RowOf<typeof listCatalogueStakeholders>>(stakeholderList, {
  fileName: "stakeholders.catalogue.title",
  columns: {
    name: { heading: "stakeholders.columns.name", value: (row) => row.name },
    type: { heading: "stakeholders.columns.type", value: (row, t) => t(`stakeholders.types.${row.type}`) },
    city: { heading: "stakeholders.columns.city", value: (row) => row.city },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
