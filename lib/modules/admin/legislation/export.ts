import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listLegislation } from "./data";
import { legislationList } from "./schema";

/** The catalogue grid's columns as an export. */
export const legislationExport = defineExport<RowOf<typeof listLegislation>>(legislationList, {
  fileName: "legislation.catalogue.title",
  columns: {
    title: { heading: "legislation.columns.title", value: (row) => row.shortName ?? row.titleEn ?? row.titleDa },
    jurisdiction: { heading: "legislation.columns.jurisdiction", value: (row) => row.jurisdiction },
    officialNumber: { heading: "legislation.columns.officialNumber", value: (row) => row.officialNumber },
    effectiveDate: {
      heading: "legislation.columns.effectiveDate",
      type: "date",
      value: (row) => row.effectiveDate && new Date(row.effectiveDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
