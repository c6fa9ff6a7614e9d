"use client";
import { Chip } from "@mui/material";
import { PictogramImages } from "@/components/modules/admin/hazard-data/pictogram-images";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { DANGER_CODES } from "@/lib/modules/admin/chemicals/danger-code";
import { PHYSICAL_STATES } from "@/lib/modules/admin/chemicals/choices";

/** A product as the catalogue grid shows it. */
export type ChemicalGridRow = {
  id: string;
  tradeName: string;
  producer: string | null;
  pictograms: { code: string; name: string; imageUrl: string }[];
  signalWord: string;
  dangerCode: "GREEN" | "YELLOW" | "RED";
  lastModifiedDate: string;
};

const href = (row: ChemicalGridRow) => `/admin/chemicals/${row.id}`;

const DANGER_COLOURS = { GREEN: "success", YELLOW: "warning", RED: "error" } as const;

/** The product catalogue for maintainers, searched by trade name and filtered by danger code and state. */
export function ChemicalsGrid(props: { view: ListView<ChemicalGridRow> }) {
  const t = useTranslations("chemicals");
  const lastModified = useLastModifiedColumn<ChemicalGridRow>();
  const columns: GridColDef<ChemicalGridRow>[] = [
    {
      field: "tradeName",
      headerName: t("fields.tradeName"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<ChemicalGridRow>((row) => row.tradeName, href),
    },
    { field: "producer", headerName: t("fields.producer"), flex: 1, minWidth: 160, sortable: false },
    {
      field: "pictograms",
      headerName: t("fields.pictograms"),
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <PictogramImages pictograms={row.pictograms} size={28} sx={{ alignItems: "center", height: "100%" }} />
      ),
    },
    {
      field: "signalWord",
      headerName: t("fields.signalWord"),
      minWidth: 110,
      sortable: false,
      valueGetter: (value: string) => t(`signalWords.${value}`),
    },
    {
      field: "dangerCode",
      headerName: t("fields.dangerCode"),
      minWidth: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={DANGER_COLOURS[row.dangerCode]}
          label={t(`dangerCodes.${row.dangerCode}`)}
        />
      ),
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["tradeName", "dangerCode", "producer"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          filters={[
            {
              param: "dangerCode",
              label: t("fields.dangerCode"),
              options: DANGER_CODES.map((value) => ({ value, label: t(`dangerCodes.${value}`) })),
            },
            {
              param: "physicalState",
              label: t("fields.physicalState"),
              options: PHYSICAL_STATES.map((value) => ({ value, label: t(`physicalStates.${value}`) })),
            },
          ]}
        />
      }
      empty={Object.keys(props.view.state.filters).length ? t("noMatch") : t("empty")}
      onRowHref={href}
    />
  );
}
