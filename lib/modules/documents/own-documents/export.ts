import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listOwnDocuments } from "./data";
import { ownDocumentList } from "./schema";

/** The own-document grid's columns as an export. */
export const ownDocumentExport = defineExport<RowOf<typeof listOwnDocuments>>(ownDocumentList, {
  fileName: "ownDocuments.fileName",
  columns: {
    title: { heading: "ownDocuments.columns.title", value: (row) => row.title },
    category: {
      heading: "ownDocuments.columns.category",
      value: (row, t) => t(`ownDocuments.categories.${row.category}`),
    },
    versionLabel: { heading: "ownDocuments.columns.versionLabel", value: (row) => row.versionLabel },
    owner: { heading: "ownDocuments.columns.owner", value: (row) => row.owner?.name },
    isoClause: {
      heading: "ownDocuments.columns.isoClause",
      value: (row) =>
        [row.isoStandards.map((code) => code.replace("_", " ")).join(", "), row.isoClause].filter(Boolean).join(" "),
    },
    validFrom: {
      heading: "ownDocuments.columns.validFrom",
      type: "date",
      value: (row) => row.validFrom && new Date(row.validFrom),
    },
    nextReviewDate: {
      heading: "ownDocuments.columns.nextReviewDate",
      type: "date",
      value: (row) => row.nextReviewDate && new Date(row.nextReviewDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
