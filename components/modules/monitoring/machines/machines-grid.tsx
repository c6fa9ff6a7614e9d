"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import type { ListView } from "@/lib/platform/lists/url-state";

/** A machine as the grid shows it (dates as the page sends them). */
export type MachineGridRow = {
  id: string;
  name: string;
  kind: string | null;
  manufacturer: string | null;
  model: string | null;
  serialNumber: string | null;
  area: string | null;
  responsible: string | null;
  inceptionDate: string;
  endOfUseDate: string | null;
  lastModifiedDate: string;
};

const href = (row: MachineGridRow) => `/monitoring/machines/${row.id}`;

export function MachinesGrid(props: { view: ListView<MachineGridRow>; empty: string }) {
  const t = useTranslations("machines");
  const lastModified = useLastModifiedColumn<MachineGridRow>();
  const columns: GridColDef<MachineGridRow>[] = [
    {
      field: "name",
      headerName: t("columns.name"),
      flex: 2,
      minWidth: 200,
      renderCell: linkCell<MachineGridRow>((row) => row.name, href),
    },
    { field: "kind", headerName: t("columns.kind"), minWidth: 130 },
    { field: "manufacturer", headerName: t("columns.manufacturer"), minWidth: 130, sortable: false },
    { field: "model", headerName: t("columns.model"), minWidth: 110, sortable: false },
    { field: "serialNumber", headerName: t("columns.serialNumber"), minWidth: 140, sortable: false },
    { field: "area", headerName: t("columns.area"), minWidth: 130, sortable: false },
    { field: "responsible", headerName: t("columns.responsible"), flex: 1, minWidth: 150, sortable: false },
    { field: "inceptionDate", headerName: t("columns.inceptionDate"), minWidth: 120 },
    { field: "endOfUseDate", headerName: t("columns.endOfUseDate"), minWidth: 120, sortable: false },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["name", "kind", "area", "responsible"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          archived
          filters={[
            {
              param: "inUse",
              label: t("inUse.true"),
              options: (["true", "false"] as const).map((value) => ({ value, label: t(`inUse.${value}`) })),
            },
          ]}
        />
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
