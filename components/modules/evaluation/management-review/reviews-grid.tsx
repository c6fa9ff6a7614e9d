"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { REVIEW_STATUSES } from "@/lib/modules/evaluation/management-review/schema";
import { ReviewStatusTag, type ReviewStatusName } from "./status-tag";

const BASE = "/evaluation/management-review";

/** A review as the list shows it; dates come formatted from the server. */
export type ReviewGridRow = {
  id: string;
  meetingDate: string;
  title: string;
  period: string;
  status: ReviewStatusName;
  decisions: number;
};

/** The management reviews, newest meeting first: each one's period, status and decisions. */
export function ReviewsGrid(props: { view: ListView<ReviewGridRow>; empty: string }) {
  const t = useTranslations("managementReview");
  const columns: GridColDef<ReviewGridRow>[] = [
    { field: "meetingDate", headerName: t("fields.meetingDate"), minWidth: 130 },
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<ReviewGridRow>(
        (row) => row.title,
        (row) => `${BASE}/${row.id}`,
      ),
    },
    { field: "period", headerName: t("fields.period"), flex: 1, minWidth: 220, sortable: false },
    {
      field: "status",
      headerName: t("fields.status"),
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <ReviewStatusTag status={row.status} label={t(`statuses.${row.status}`)} />,
    },
    { field: "decisions", headerName: t("fields.decisions"), minWidth: 110, sortable: false, type: "number" },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("list")}
      view={props.view}
      phoneColumns={["title", "meetingDate", "status"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          archived
          filters={[
            {
              param: "status",
              label: t("filters.status"),
              options: REVIEW_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
            },
          ]}
        />
      }
      empty={props.empty}
      onRowHref={(row) => `${BASE}/${row.id}`}
    />
  );
}
