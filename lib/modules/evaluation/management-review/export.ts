import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listReviews } from "./data";
import { reviewList } from "./schema";

/** The management reviews: each meeting, its period, status, approval and decisions. */
export const reviewExport = defineExport<RowOf<typeof listReviews>>(reviewList, {
  fileName: "managementReview.fileName",
  columns: {
    meetingDate: { heading: "managementReview.fields.meetingDate", type: "date", value: (row) => row.meetingDate },
    title: { heading: "managementReview.fields.title", value: (row) => row.title },
    periodStart: { heading: "managementReview.fields.periodStart", type: "date", value: (row) => row.periodStart },
    periodEnd: { heading: "managementReview.fields.periodEnd", type: "date", value: (row) => row.periodEnd },
    status: {
      heading: "managementReview.fields.status",
      value: (row, t) => t(`managementReview.statuses.${row.status}`),
    },
    approvedBy: { heading: "managementReview.fields.approvedBy", value: (row) => row.approvedByName },
    decisions: { heading: "managementReview.decisions.title", type: "number", value: (row) => row.decisionCount },
  },
});
