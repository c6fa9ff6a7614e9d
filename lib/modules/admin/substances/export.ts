import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listSubstances } from "./data";
import { substanceList } from "./schema";

/** The substance grid's columns as an export; the REACH flags as the grid names them. */
export const substanceExport = defineExport<RowOf<typeof listSubstances>>(substanceList, {
  fileName: "substances.fileName",
  columns: {
    name: { heading: "substances.fields.name", value: (row) => row.name },
    casNumber: { heading: "substances.fields.casNumber", value: (row) => row.casNumber },
    ecNumber: { heading: "substances.fields.ecNumber", value: (row) => row.ecNumber },
    hazardStatements: {
      heading: "substances.fields.hazardStatements",
      value: (row) => row.hazardStatements.map((statement) => statement.code).join(", "),
    },
    flags: {
      heading: "substances.fields.flags",
      value: (row, t) =>
        [row.svhc && t("substances.flags.svhc"), row.restricted && t("substances.flags.restricted")]
          .filter(Boolean)
          .join(", "),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
