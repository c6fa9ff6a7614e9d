"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import type { ListView } from "@/lib/platform/lists/url-state";

/** A reading as the grid shows it: every figure formatted by the server in the interface language. */
export type ReadingGridRow = {
  id: string;
  performedAt: string;
  value: string;
  quantity: string;
  reset: boolean;
  exceedance: "ABOVE" | "BELOW" | null;
  note: string | null;
};

/** The meter's readings, newest first, paged on the server. */
export function ReadingsGrid(props: { meterId: string; measurement: boolean; view: ListView<ReadingGridRow> }) {
  const t = useTranslations("meters.readings");
  const href = (row: ReadingGridRow) => `/monitoring/meters/${props.meterId}/readings/${row.id}`;
  const columns: GridColDef<ReadingGridRow>[] = [
    {
      field: "performedAt",
      headerName: t("columns.performedAt"),
      minWidth: 170,
      flex: 1,
      renderCell: linkCell<ReadingGridRow>((row) => row.performedAt, href),
    },
    { field: "value", headerName: t("columns.value"), minWidth: 140, flex: 1, sortable: false, align: "right" },
    props.measurement
      ? {
          field: "exceedance",
          headerName: t("exceedanceFilter"),
          minWidth: 140,
          sortable: false,
          valueGetter: (value: string | null) => (value === "ABOVE" ? t("above") : value === "BELOW" ? t("below") : ""),
        }
      : {
          field: "quantity",
          headerName: t("columns.quantity"),
          minWidth: 140,
          flex: 1,
          sortable: false,
          align: "right",
        },
    {
      field: "reset",
      headerName: t("columns.reset"),
      minWidth: 110,
      sortable: false,
      valueGetter: (value: boolean) => (value ? t("yes") : ""),
    },
    { field: "note", headerName: t("columns.note"), minWidth: 160, flex: 1, sortable: false },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["performedAt", "value", "quantity", "exceedance"]}
      columns={columns}
      toolbar={
        props.measurement ? (
          <FilterToolbar
            state={props.view.state}
            filters={[
              {
                param: "exceedances",
                label: t("exceedanceFilter"),
                options: [{ value: "true", label: t("yes") }],
              },
            ]}
          />
        ) : undefined
      }
      empty={t("empty")}
      onRowHref={href}
    />
  );
}
