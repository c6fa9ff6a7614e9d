"use client";
import { Button } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { WASTE_CHAPTERS } from "@/lib/modules/admin/waste-types/choices";
import { WasteTypeDialog, type WasteTypeRow } from "./waste-type-dialog";

/** The List of Waste for maintainers: each type's titles and synonyms, edited in a dialog. */
export function WasteTypesGrid(props: { view: ListView<WasteTypeRow>; empty: string }) {
  const t = useTranslations("wasteTypes");
  const lastModified = useLastModifiedColumn<WasteTypeRow>();
  const [editing, setEditing] = useState<WasteTypeRow | null>(null);
  const columns: GridColDef<WasteTypeRow>[] = [
    {
      field: "code",
      headerName: t("columns.code"),
      minWidth: 110,
      valueGetter: (value: string, row) => (row.hazardous ? `${value}*` : value),
    },
    { field: "name", headerName: t("columns.nameEn"), flex: 2, minWidth: 240 },
    {
      field: "nameDa",
      headerName: t("columns.nameDa"),
      flex: 2,
      minWidth: 200,
      sortable: false,
      valueGetter: (value: string | null) => value ?? "–",
    },
    {
      field: "synonyms",
      headerName: t("columns.synonyms"),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_value, row) => [...row.synonyms.en, ...row.synonyms.da].join(", "),
    },
    lastModified,
    {
      field: "actions",
      headerName: "",
      sortable: false,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setEditing(row)} aria-label={`${t("edit.action")}: ${row.code}`}>
          {t("edit.action")}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ServerDataGrid
        ariaLabel={t("title")}
        view={props.view}
        phoneColumns={["code", "name", "actions"]}
        columns={columns}
        searchLabel={t("search")}
        toolbar={
          <FilterToolbar
            state={props.view.state}
            filters={[
              {
                param: "chapter",
                label: t("filters.chapter"),
                options: WASTE_CHAPTERS.map((value) => ({ value, label: value })),
              },
              {
                param: "hazardous",
                label: t("filters.hazardous"),
                options: [
                  { value: "true", label: t("hazardous") },
                  { value: "false", label: t("nonHazardous") },
                ],
              },
            ]}
          />
        }
        empty={props.empty}
      />
      {editing ? <WasteTypeDialog wasteType={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
