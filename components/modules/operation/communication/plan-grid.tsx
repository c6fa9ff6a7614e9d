"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlDateFilter } from "@/components/platform/data-grid/url-date-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import { COMMUNICATION_CHANNELS, COMMUNICATION_DIRECTIONS } from "@/lib/modules/operation/communication/choices";
import { PlanDueTag } from "./status-tags";

/** A line of the communication plan as the grid shows it (dates as the page formats them). */
export type PlanItemGridRow = {
  id: string;
  topic: string;
  nextDueDate: string | null;
  dueStatus: "OVERDUE" | "DUE_SOON" | "OK" | null;
  frequency: string;
  channel: string;
  direction: string;
  internalAudience: string | null;
  stakeholders: string;
  responsible: string | null;
  lastModifiedDate: string;
};

const href = (row: PlanItemGridRow) => `/operation/communication/plan/${row.id}`;

/** The communication plan: what falls due first, overdue at the top. */
export function PlanGrid(props: {
  view: ListView<PlanItemGridRow>;
  empty: string;
  stakeholders: { id: string; name: string }[];
}) {
  const t = useTranslations("communication");
  const tFrequency = useTranslations("people.frequency");
  const lastModified = useLastModifiedColumn<PlanItemGridRow>();
  const columns: GridColDef<PlanItemGridRow>[] = [
    {
      field: "topic",
      headerName: t("fields.topic"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<PlanItemGridRow>((row) => row.topic, href),
    },
    { field: "nextDueDate", headerName: t("fields.nextDueDate"), minWidth: 120 },
    {
      field: "dueStatus",
      headerName: t("fields.dueStatus"),
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => (row.dueStatus ? <PlanDueTag status={row.dueStatus} /> : null),
    },
    {
      field: "frequency",
      headerName: t("fields.frequency"),
      minWidth: 130,
      sortable: false,
      valueGetter: (value: string) => tFrequency(value),
    },
    {
      field: "channel",
      headerName: t("fields.channel"),
      minWidth: 130,
      sortable: false,
      valueGetter: (value: string) => t(`channels.${value}`),
    },
    {
      field: "direction",
      headerName: t("fields.direction"),
      minWidth: 120,
      sortable: false,
      valueGetter: (value: string) => t(`directions.${value}`),
    },
    { field: "internalAudience", headerName: t("fields.internalAudience"), flex: 1, minWidth: 160, sortable: false },
    { field: "stakeholders", headerName: t("fields.stakeholders"), flex: 1, minWidth: 180, sortable: false },
    { field: "responsible", headerName: t("fields.responsible"), flex: 1, minWidth: 150, sortable: false },
    lastModified,
  ];
  const state = props.view.state;
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.plan")}
      view={props.view}
      phoneColumns={["topic", "dueStatus", "nextDueDate", "responsible"]}
      columns={columns}
      searchLabel={t("searchPlan")}
      toolbar={
        <>
          <FilterToolbar
            state={state}
            archived
            filters={[
              {
                param: "overdue",
                label: t("filters.overdue"),
                options: [{ value: "true", label: t("dueStatuses.OVERDUE") }],
              },
              {
                param: "stakeholderId",
                label: t("fields.stakeholder"),
                options: props.stakeholders.map((stakeholder) => ({ value: stakeholder.id, label: stakeholder.name })),
              },
              {
                param: "channel",
                label: t("fields.channel"),
                options: COMMUNICATION_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) })),
              },
              {
                param: "direction",
                label: t("fields.direction"),
                options: COMMUNICATION_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) })),
              },
            ]}
          />
          <UrlDateFilter param="dueFrom" label={t("filters.dueFrom")} value={state.filters.dueFrom} />
          <UrlDateFilter param="dueTo" label={t("filters.dueTo")} value={state.filters.dueTo} />
        </>
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
