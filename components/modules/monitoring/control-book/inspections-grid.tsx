"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { UrlDateFilter } from "@/components/platform/data-grid/url-date-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import {
  AGREEMENT_TYPES,
  INSPECTION_RESULTS,
  INSPECTION_STATUSES,
} from "@/lib/modules/monitoring/control-book/choices";
import { DueStatusChip } from "./due-status-chip";

/** An inspection as the grid shows it (dates as the page sends them). */
export type InspectionGridRow = {
  id: string;
  title: string;
  type: string;
  status: string;
  dueStatus: "OVERDUE" | "DUE_SOON" | "OK" | null;
  dueDate: string;
  performedAt: string | null;
  result: string | null;
  responsible: string | null;
  machine: string | null;
};

const href = (row: InspectionGridRow) => `/monitoring/control-book/inspections/${row.id}`;

/**
 * The control book's inspections: the pending ones first by due date, overdue at the top. Rows link
 * to their screen only for those who may open it (`canOpen`).
 */
export function InspectionsGrid(props: { view: ListView<InspectionGridRow>; empty: string; canOpen: boolean }) {
  const rowHref = props.canOpen ? href : undefined;
  const t = useTranslations("controlBook");
  const columns: GridColDef<InspectionGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      sortable: false,
      renderCell: linkCell<InspectionGridRow>((row) => row.title, rowHref),
    },
    { field: "dueDate", headerName: t("columns.dueDate"), minWidth: 120 },
    {
      field: "dueStatus",
      headerName: t("columns.dueStatus"),
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => (row.dueStatus ? <DueStatusChip status={row.dueStatus} /> : null),
    },
    {
      field: "type",
      headerName: t("columns.type"),
      minWidth: 170,
      sortable: false,
      valueGetter: (value: string) => t(`types.${value}`),
    },
    {
      field: "status",
      headerName: t("columns.status"),
      minWidth: 110,
      valueGetter: (value: string) => t(`statuses.${value}`),
    },
    { field: "performedAt", headerName: t("columns.performedAt"), minWidth: 120 },
    {
      field: "result",
      headerName: t("columns.result"),
      minWidth: 150,
      sortable: false,
      valueGetter: (value: string | null) => (value ? t(`results.${value}`) : ""),
    },
    { field: "responsible", headerName: t("columns.responsible"), flex: 1, minWidth: 150, sortable: false },
    { field: "machine", headerName: t("columns.machine"), minWidth: 140, sortable: false },
  ];
  const state = props.view.state;
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.inspections")}
      view={props.view}
      phoneColumns={["title", "dueStatus", "dueDate", "responsible"]}
      columns={columns}
      searchLabel={t("searchInspections")}
      toolbar={
        <>
          <FilterToolbar
            state={state}
            archived
            filters={[
              {
                param: "status",
                label: t("filters.status"),
                options: INSPECTION_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
              },
              {
                param: "overdue",
                label: t("filters.overdue"),
                options: [{ value: "true", label: t("dueStatuses.OVERDUE") }],
              },
              {
                param: "type",
                label: t("filters.type"),
                options: AGREEMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
              },
              {
                param: "result",
                label: t("columns.result"),
                options: INSPECTION_RESULTS.map((value) => ({ value, label: t(`results.${value}`) })),
              },
            ]}
          />
          <UrlDateFilter param="dueFrom" label={t("filters.dueFrom")} value={state.filters.dueFrom} />
          <UrlDateFilter param="dueTo" label={t("filters.dueTo")} value={state.filters.dueTo} />
        </>
      }
      empty={props.empty}
      onRowHref={rowHref}
    />
  );
}
