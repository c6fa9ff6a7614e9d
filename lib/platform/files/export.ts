import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listFiles } from "./data";
import { fileList } from "./schema";

/** The organization's files as an export (the API's; no grid lists them). */
export const fileExport = defineExport<RowOf<typeof listFiles>>(fileList, {
  fileName: "files.title",
  columns: {
    name: { heading: "files.name", value: (row) => row.name },
    description: { heading: "files.description", value: (row) => row.description },
    date: { heading: "files.date", type: "date", value: (row) => row.date },
    size: { heading: "importExport.size", type: "number", value: (row) => row.size },
    contentType: { heading: "importExport.contentType", value: (row) => row.contentType },
    createdDate: { heading: "importExport.added", type: "dateTime", value: (row) => row.createdDate },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
