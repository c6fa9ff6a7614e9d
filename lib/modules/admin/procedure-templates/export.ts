import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listProcedureTemplates } from "./data";
import { procedureTemplateList } from "./schema";

/** The template grid's columns as an export. */
export const procedureTemplateExport = defineExport<RowOf<typeof listProcedureTemplates>>(procedureTemplateList, {
  fileName: "procedureTemplates.fileName",
  columns: {
    title: { heading: "procedureTemplates.columns.title", value: (row) => row.title },
    category: {
      heading: "procedureTemplates.columns.category",
      value: (row, t) => t(`procedureTemplates.categories.${row.category}`),
    },
    languages: {
      heading: "procedureTemplates.columns.languages",
      value: (row) => row.languages.map((language) => language.toUpperCase()).join(", "),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
