"use client";
import { Chip, Stack } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";

/** A substance as the catalogue grid shows it. */
export type SubstanceGridRow = {
  id: string;
  name: string;
  casNumber: string | null;
  ecNumber: string | null;
  hazardStatements: string;
  svhc: boolean;
  restricted: boolean;
  lastModifiedDate: string;
};

const href = (row: SubstanceGridRow) => `/admin/substances/${row.id}`;

/** The substance catalogue for maintainers, searched by name, CAS or EC number; each row opens the substance. */
export function SubstancesGrid(props: { view: ListView<SubstanceGridRow> }) {
  const t = useTranslations("substances");
  const lastModified = useLastModifiedColumn<SubstanceGridRow>();
  const columns: GridColDef<SubstanceGridRow>[] = [
    {
      field: "name",
      headerName: t("fields.name"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<SubstanceGridRow>((row) => row.name, href),
    },
    { field: "casNumber", headerName: t("fields.casNumber"), minWidth: 120 },
    { field: "ecNumber", headerName: t("fields.ecNumber"), minWidth: 120 },
    { field: "hazardStatements", headerName: t("fields.hazardStatements"), flex: 1, minWidth: 160, sortable: false },
    {
      field: "flags",
      headerName: t("fields.flags"),
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", height: "100%" }}>
          {row.svhc ? <Chip size="small" color="warning" variant="outlined" label={t("flags.svhc")} /> : null}
          {row.restricted ? <Chip size="small" color="error" variant="outlined" label={t("flags.restricted")} /> : null}
        </Stack>
      ),
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["name", "casNumber", "ecNumber"]}
      columns={columns}
      searchLabel={t("search")}
      empty={Object.keys(props.view.state.filters).length ? t("noMatch") : t("empty")}
      onRowHref={href}
    />
  );
}
