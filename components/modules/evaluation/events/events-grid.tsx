"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { ArchivedFilter } from "@/components/platform/data-grid/archived-filter";
import { UrlDateFilter } from "@/components/platform/data-grid/url-date-filter";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import { EVENT_IMPORTANCES, EVENT_KINDS } from "@/lib/modules/evaluation/events/choices";
import { EVENT_STATUSES } from "@/lib/modules/evaluation/events/status";

/** An event as the grid shows it (the time as the page formats it). */
export type EventGridRow = {
  id: string;
  occurredAt: string;
  title: string;
  kind: string;
  importance: string;
  accidentOccurred: boolean;
  place: string | null;
  status: string;
  openActions: number;
  lastModifiedDate: string;
};

const href = (row: EventGridRow) => `/evaluation/event-handling/${row.id}`;

export function EventsGrid(props: {
  view: ListView<EventGridRow>;
  empty: string;
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("events");
  const lastModified = useLastModifiedColumn<EventGridRow>();
  const filters = props.view.state.filters;
  const columns: GridColDef<EventGridRow>[] = [
    { field: "occurredAt", headerName: t("columns.occurredAt"), minWidth: 150 },
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<EventGridRow>((row) => row.title, href),
    },
    {
      field: "kind",
      headerName: t("columns.kind"),
      minWidth: 150,
      valueGetter: (value: string) => t(`kinds.${value}`),
    },
    {
      field: "importance",
      headerName: t("columns.importance"),
      minWidth: 110,
      valueGetter: (value: string) => t(`importances.${value}`),
    },
    {
      field: "accidentOccurred",
      headerName: t("columns.accidentOccurred"),
      minWidth: 110,
      sortable: false,
      valueGetter: (value: boolean) => t(value ? "yes" : "no"),
    },
    { field: "place", headerName: t("columns.place"), flex: 1, minWidth: 140, sortable: false },
    {
      field: "status",
      headerName: t("columns.status"),
      minWidth: 160,
      valueGetter: (value: string) => t(`statuses.${value}`),
    },
    { field: "openActions", headerName: t("columns.openActions"), minWidth: 110, sortable: false, type: "number" },
    lastModified,
  ];
  const select = (param: string, label: string, options: { value: string; label: string }[]) => (
    <UrlSelectFilter
      key={param}
      param={param}
      label={label}
      value={filters[param]}
      allLabel={t("filters.all")}
      options={options}
    />
  );
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["title", "status", "occurredAt", "kind"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <>
          {select(
            "status",
            t("filters.status"),
            EVENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          )}
          {select(
            "importance",
            t("filters.importance"),
            EVENT_IMPORTANCES.map((value) => ({ value, label: t(`importances.${value}`) })),
          )}
          {select(
            "kind",
            t("filters.kind"),
            EVENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
          )}
          {select("accident", t("filters.accident"), [
            { value: "true", label: t("yes") },
            { value: "false", label: t("no") },
          ])}
          {props.areas.length
            ? select(
                "areaId",
                t("filters.area"),
                props.areas.map((area) => ({ value: area.id, label: area.name })),
              )
            : null}
          <UrlDateFilter param="from" label={t("filters.from")} value={filters.from} />
          <UrlDateFilter param="to" label={t("filters.to")} value={filters.to} />
          <ArchivedFilter value={filters.archived} />
        </>
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
