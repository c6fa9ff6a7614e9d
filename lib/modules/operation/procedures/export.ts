import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listProcedures } from "./data";
import { procedureList } from "./schema";

/** The procedure grid's columns as an export. */
export const procedureExport = defineExport<RowOf<typeof listProcedures>>(procedureList, {
  fileName: "procedures.fileName",
  columns: {
    title: { heading: "procedures.columns.title", value: (row) => row.title },
    languages: {
      heading: "procedures.columns.languages",
      value: (row) => row.languages.map((language) => language.toUpperCase()).join(", "),
    },
    owner: { heading: "procedures.columns.owner", value: (row) => row.owner?.name },
    isoClause: {
      heading: "procedures.columns.isoClause",
      value: (row) =>
        [row.isoStandards.map((code) => code.replace("_", " ")).join(", "), row.isoClause].filter(Boolean).join(" "),
    },
    published: {
      heading: "procedures.columns.published",
      value: (row, t) => t(row.published ? "procedures.publishedYes" : "procedures.publishedNo"),
    },
    nextReviewDate: {
      heading: "procedures.columns.nextReviewDate",
      type: "date",
      value: (row) => row.nextReviewDate && new Date(row.nextReviewDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
