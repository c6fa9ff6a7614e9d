"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { OBJECTIVE_KPIS, type ObjectiveStatusName } from "@/lib/modules/planning/objectives/choices";
import { ObjectiveStatusTag } from "./status-tag";

/** An objective as the list shows it; figures come formatted from the server. */
export type ObjectiveGridRow = {
  id: string;
  title: string;
  status: ObjectiveStatusName;
  progress: string;
  latest: string;
  target: string;
  targetDate: string;
  nextAction: string;
};

/** The objectives: status, progress, latest value against the target, and the next action. */
export function ObjectivesGrid(props: { view: ListView<ObjectiveGridRow>; empty: string }) {
  const t = useTranslations("objectives");
  const columns: GridColDef<ObjectiveGridRow>[] = [
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<ObjectiveGridRow>(
        (row) => row.title,
        (row) => `/planning/objectives/${row.id}`,
      ),
    },
    {
      field: "status",
      headerName: t("fields.status"),
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <ObjectiveStatusTag status={row.status} label={t(`statuses.${row.status}`)} />,
    },
    { field: "progress", headerName: t("fields.progress"), minWidth: 110, sortable: false },
    { field: "latest", headerName: t("fields.latest"), minWidth: 150, sortable: false },
    { field: "target", headerName: t("fields.targetValue"), minWidth: 150, sortable: false },
    { field: "targetDate", headerName: t("fields.targetDate"), minWidth: 130 },
    { field: "nextAction", headerName: t("fields.nextAction"), flex: 1, minWidth: 200, sortable: false },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("list")}
      view={props.view}
      phoneColumns={["title", "status", "progress"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          filters={[
            {
              param: "kpi",
              label: t("filters.kpi"),
              options: OBJECTIVE_KPIS.map((value) => ({ value, label: t(`kpis.${value}`) })),
            },
            {
              param: "standard",
              label: t("filters.standard"),
              options: [
                { value: "ISO_14001", label: "ISO 14001" },
                { value: "ISO_45001", label: "ISO 45001" },
              ],
            },
          ]}
        />
      }
      empty={props.empty}
      onRowHref={(row) => `/planning/objectives/${row.id}`}
    />
  );
}
