"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import type { ListView } from "@/lib/platform/lists/url-state";
import { PROCEDURE_CATEGORIES } from "@/lib/modules/admin/procedure-templates/choices";

export type ProcedureTemplateGridRow = {
  id: string;
  title: string;
  category: string;
  languages: string[];
  lastModifiedDate: string;
};

const href = (row: ProcedureTemplateGridRow) => `/admin/procedure-templates/${row.id}/edit`;

export function ProcedureTemplatesGrid(props: { view: ListView<ProcedureTemplateGridRow> }) {
  const t = useTranslations("procedureTemplates");
  const lastModified = useLastModifiedColumn<ProcedureTemplateGridRow>();
  const columns: GridColDef<ProcedureTemplateGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<ProcedureTemplateGridRow>((row) => row.title, href),
    },
    {
      field: "category",
      headerName: t("columns.category"),
      flex: 1,
      minWidth: 160,
      valueGetter: (value: string) => t(`categories.${value}`),
    },
    {
      field: "languages",
      headerName: t("columns.languages"),
      minWidth: 110,
      sortable: false,
      valueGetter: (value: string[]) => value.map((language) => language.toUpperCase()).join(", "),
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["title", "category", "languages"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          filters={[
            {
              param: "category",
              label: t("columns.category"),
              options: PROCEDURE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
            },
          ]}
        />
      }
      empty={t("empty")}
      onRowHref={href}
    />
  );
}
