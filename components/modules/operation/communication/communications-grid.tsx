"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlDateFilter } from "@/components/platform/data-grid/url-date-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import {
  COMMUNICATION_CHANNELS,
  COMMUNICATION_DIRECTIONS,
  COMMUNICATION_KINDS,
  RESPONSE_STATES,
} from "@/lib/modules/operation/communication/choices";
import { ResponseStatusTag } from "./status-tags";

/** A logged communication as the grid shows it (dates as the page formats them). */
export type CommunicationGridRow = {
  id: string;
  subject: string;
  date: string;
  kind: string;
  direction: string;
  channel: string;
  /** The stakeholder of the register, or whoever it was with in words. */
  stakeholder: string | null;
  responseStatus: "OVERDUE" | "DUE_SOON" | "OK" | "ANSWERED" | null;
  responseDueDate: string | null;
  planItem: string | null;
  responsible: string | null;
};

const href = (row: CommunicationGridRow) => `/operation/communication/${row.id}`;

/**
 * The communication log, newest first, with the filters a complaint is found by: kind, direction,
 * stakeholder, where its response stands and the date range.
 */
export function CommunicationsGrid(props: {
  view: ListView<CommunicationGridRow>;
  empty: string;
  stakeholders: { id: string; name: string }[];
}) {
  const t = useTranslations("communication");
  const columns: GridColDef<CommunicationGridRow>[] = [
    {
      field: "subject",
      headerName: t("fields.subject"),
      flex: 2,
      minWidth: 220,
      sortable: false,
      renderCell: linkCell<CommunicationGridRow>((row) => row.subject, href),
    },
    { field: "date", headerName: t("fields.date"), minWidth: 120 },
    {
      field: "kind",
      headerName: t("fields.kind"),
      minWidth: 130,
      sortable: false,
      valueGetter: (value: string) => t(`kinds.${value}`),
    },
    {
      field: "direction",
      headerName: t("fields.direction"),
      minWidth: 120,
      sortable: false,
      valueGetter: (value: string) => t(`directions.${value}`),
    },
    { field: "stakeholder", headerName: t("fields.stakeholderOrCounterpart"), flex: 1, minWidth: 170, sortable: false },
    {
      field: "responseStatus",
      headerName: t("fields.responseStatus"),
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => (row.responseStatus ? <ResponseStatusTag status={row.responseStatus} /> : null),
    },
    { field: "responseDueDate", headerName: t("fields.responseDueDate"), minWidth: 130 },
    {
      field: "channel",
      headerName: t("fields.channel"),
      minWidth: 130,
      sortable: false,
      valueGetter: (value: string) => t(`channels.${value}`),
    },
    { field: "planItem", headerName: t("fields.planItem"), flex: 1, minWidth: 160, sortable: false },
    { field: "responsible", headerName: t("fields.responsible"), flex: 1, minWidth: 150, sortable: false },
  ];
  const state = props.view.state;
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.log")}
      view={props.view}
      phoneColumns={["subject", "date", "kind", "responseStatus"]}
      columns={columns}
      searchLabel={t("searchLog")}
      toolbar={
        <>
          <FilterToolbar
            state={state}
            archived
            filters={[
              {
                param: "kind",
                label: t("fields.kind"),
                options: COMMUNICATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
              },
              {
                param: "response",
                label: t("filters.response"),
                options: RESPONSE_STATES.map((value) => ({ value, label: t(`responseStates.${value}`) })),
              },
              {
                param: "direction",
                label: t("fields.direction"),
                options: COMMUNICATION_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) })),
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
            ]}
          />
          <UrlDateFilter param="dateFrom" label={t("filters.dateFrom")} value={state.filters.dateFrom} />
          <UrlDateFilter param="dateTo" label={t("filters.dateTo")} value={state.filters.dateTo} />
        </>
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
