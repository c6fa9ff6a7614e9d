import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listScopeRevisions } from "./data";
import { scopeRevisionList } from "./schema";

/** The text of rich text: its words, the markup dropped. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The scope's versions as an export (the API's; the versions screen compares two). */
export const scopeRevisionExport = defineExport<RowOf<typeof listScopeRevisions>>(scopeRevisionList, {
  fileName: "scope.versions",
  columns: {
    version: { heading: "importExport.version", type: "number", value: (row) => row.version },
    createdDate: { heading: "importExport.saved", type: "dateTime", value: (row) => row.createdDate },
    authorName: { heading: "importExport.author", value: (row) => row.authorName },
    isoStandards: {
      heading: "scope.standards",
      value: (row, t) => row.isoStandards.map((standard) => t(`scope.isoStandards.${standard}`)).join(", "),
    },
    content: { heading: "scope.content", value: (row) => plainText(row.content) },
  },
});
