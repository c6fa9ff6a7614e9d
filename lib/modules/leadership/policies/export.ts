import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listPolicies } from "./data";
import { policyList } from "./schema";

/** The policy grid's columns as an export. */
export const policyExport = defineExport<RowOf<typeof listPolicies>>(policyList, {
  fileName: "policies.fileName",
  columns: {
    title: { heading: "policies.columns.title", value: (row) => row.title },
    isoStandards: {
      heading: "policies.columns.isoStandards",
      value: (row) => row.isoStandards.map((code) => code.replace("_", " ")).join(", "),
    },
    owner: { heading: "policies.columns.owner", value: (row) => row.owner?.name },
    version: { heading: "policies.columns.version", type: "number", value: (row) => row.version },
    approvedDate: {
      heading: "policies.columns.approvedDate",
      type: "date",
      value: (row) => row.approvedDate && new Date(row.approvedDate),
    },
    published: {
      heading: "policies.columns.published",
      value: (row, t) => t(row.published ? "policies.publishedYes" : "policies.publishedNo"),
    },
    nextReviewDate: {
      heading: "policies.columns.nextReviewDate",
      type: "date",
      value: (row) => row.nextReviewDate && new Date(row.nextReviewDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
