"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import type { ListView } from "@/lib/platform/lists/url-state";
import { METER_TYPES } from "@/lib/platform/units/catalogue";
import { METER_DUE_STATUSES } from "@/lib/modules/monitoring/meters/choices";

/** A meter as the grid shows it (the unit as its symbol, dates as the page sends them). */
export type MeterGridRow = {
  id: string;
  name: string;
  meterType: string;
  unit: string;
  readingMode: string;
  area: string | null;
  identifier: string | null;
  nextReadingDate: string | null;
  status: string | null;
  lastModifiedDate: string;
};

const href = (row: MeterGridRow) => `/monitoring/meters/${row.id}`;

export function MetersGrid(props: { view: ListView<MeterGridRow>; empty: string }) {
  const t = useTranslations("meters");
  const lastModified = useLastModifiedColumn<MeterGridRow>();
  const columns: GridColDef<MeterGridRow>[] = [
    {
      field: "name",
      headerName: t("columns.name"),
      flex: 2,
      minWidth: 200,
      renderCell: linkCell<MeterGridRow>((row) => row.name, href),
    },
    {
      field: "meterType",
      headerName: t("columns.meterType"),
      minWidth: 130,
      valueGetter: (value: string) => t(`types.${value}`),
    },
    { field: "unit", headerName: t("columns.unit"), minWidth: 80, sortable: false },
    {
      field: "readingMode",
      headerName: t("columns.readingMode"),
      minWidth: 150,
      sortable: false,
      valueGetter: (value: string) => t(`modes.${value}`),
    },
    { field: "area", headerName: t("columns.area"), flex: 1, minWidth: 130, sortable: false },
    { field: "identifier", headerName: t("columns.identifier"), minWidth: 130, sortable: false },
    { field: "nextReadingDate", headerName: t("columns.nextReadingDate"), minWidth: 140 },
    {
      field: "status",
      headerName: t("columns.status"),
      minWidth: 150,
      sortable: false,
      valueGetter: (value: string | null) => (value ? t(`statuses.${value}`) : ""),
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["name", "status", "nextReadingDate", "area"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          archived
          filters={[
            {
              param: "meterType",
              label: t("filters.meterType"),
              options: METER_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
            },
            {
              param: "status",
              label: t("filters.status"),
              options: METER_DUE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
            },
          ]}
        />
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
