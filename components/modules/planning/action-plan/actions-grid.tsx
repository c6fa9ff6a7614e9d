"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlDateFilter } from "@/components/platform/data-grid/url-date-filter";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import type { ListView } from "@/lib/platform/lists/url-state";
import { ACTION_PRIORITIES, ACTION_SOURCES, ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { ActionStatusTag } from "./action-status-tag";

/** An action as the plan's grid shows it (dates as the page formats them). */
export type ActionGridRow = {
  id: string;
  href: string;
  title: string;
  status: string;
  overdue: boolean;
  dueDate: string | null;
  priority: string;
  responsible: string | null;
  source: string;
  area: string | null;
  organization: string;
  lastModifiedDate: string;
};

type Option = { id: string; name: string };

/** The action plan as a list: every filter the plan has, kept in the address. */
export function ActionsGrid(props: {
  view: ListView<ActionGridRow>;
  empty: string;
  areas: Option[];
  responsibles: Option[];
}) {
  const t = useTranslations("actionPlan");
  const lastModified = useLastModifiedColumn<ActionGridRow>();
  const filters = props.view.state.filters;
  const columns: GridColDef<ActionGridRow>[] = [
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<ActionGridRow>(
        (row) => row.title,
        (row) => row.href,
      ),
    },
    {
      field: "status",
      headerName: t("fields.status"),
      minWidth: 150,
      renderCell: ({ row }) => <ActionStatusTag status={row.status} overdue={row.overdue} />,
    },
    { field: "dueDate", headerName: t("fields.dueDate"), minWidth: 120 },
    {
      field: "priority",
      headerName: t("fields.priority"),
      minWidth: 100,
      valueGetter: (value: string) => t(`priorities.${value}`),
    },
    { field: "responsible", headerName: t("fields.responsible"), flex: 1, minWidth: 150, sortable: false },
    { field: "source", headerName: t("fields.sourceRecord"), flex: 1, minWidth: 180, sortable: false },
    { field: "area", headerName: t("fields.area"), minWidth: 130, sortable: false },
    { field: "organization", headerName: t("fields.organization"), minWidth: 150, sortable: false },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["title", "status", "dueDate", "responsible"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <>
          <FilterToolbar
            state={props.view.state}
            archived
            // a filter without choices (no areas yet) is left out
            filters={[
              {
                param: "status",
                label: t("filters.status"),
                options: ["OPEN", ...ACTION_STATUSES].map((value) => ({ value, label: t(`statuses.${value}`) })),
              },
              { param: "overdue", label: t("filters.overdue"), options: [{ value: "true", label: t("overdue") }] },
              {
                param: "source",
                label: t("filters.source"),
                options: ACTION_SOURCES.map((value) => ({ value, label: t(`sources.${value}`) })),
              },
              {
                param: "priority",
                label: t("filters.priority"),
                options: ACTION_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) })),
              },
              {
                param: "responsibleId",
                label: t("filters.responsible"),
                options: props.responsibles.map((member) => ({ value: member.id, label: member.name })),
              },
              {
                param: "areaId",
                label: t("filters.area"),
                options: props.areas.map((area) => ({ value: area.id, label: area.name })),
              },
            ].filter((filter) => filter.options.length)}
          />

          <UrlDateFilter param="dueFrom" label={t("filters.dueFrom")} value={filters.dueFrom} />
          <UrlDateFilter param="dueTo" label={t("filters.dueTo")} value={filters.dueTo} />
        </>
      }
      empty={props.empty}
      onRowHref={(row) => row.href}
    />
  );
}
