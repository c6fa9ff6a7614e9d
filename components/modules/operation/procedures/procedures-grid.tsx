"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar, useIsoStandardFilter } from "@/components/platform/data-grid/filter-toolbar";
import type { ListView } from "@/lib/platform/lists/url-state";
import { CONTENT_LANGUAGES } from "@/lib/modules/operation/procedures/choices";

/** A procedure as the grid shows it (dates as the page sends them). */
export type ProcedureGridRow = {
  id: string;
  title: string;
  languages: string[];
  isoClause: string;
  owner: string | null;
  version: number;
  published: boolean;
  nextReviewDate: string | null;
  lastModifiedDate: string;
};

const href = (row: ProcedureGridRow) => `/operation/procedures/${row.id}`;

export function ProceduresGrid(props: { view: ListView<ProcedureGridRow>; empty: string }) {
  const t = useTranslations("procedures");
  const isoStandard = useIsoStandardFilter();
  const lastModified = useLastModifiedColumn<ProcedureGridRow>();
  const columns: GridColDef<ProcedureGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<ProcedureGridRow>((row) => row.title, href),
    },
    {
      field: "languages",
      headerName: t("columns.languages"),
      minWidth: 110,
      sortable: false,
      valueGetter: (value: string[]) => value.map((language) => language.toUpperCase()).join(", "),
    },
    { field: "isoClause", headerName: t("columns.isoClause"), flex: 1, minWidth: 150, sortable: false },
    { field: "owner", headerName: t("columns.owner"), flex: 1, minWidth: 150, sortable: false },
    { field: "version", headerName: t("columns.version"), type: "number", minWidth: 90, sortable: false },
    {
      field: "published",
      headerName: t("columns.published"),
      minWidth: 140,
      sortable: false,
      valueGetter: (value: boolean) => t(value ? "publishedYes" : "publishedNo"),
    },
    { field: "nextReviewDate", headerName: t("columns.nextReviewDate"), minWidth: 140 },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["title", "published", "nextReviewDate", "languages"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          archived
          filters={[
            {
              param: "language",
              label: t("filters.language"),
              options: CONTENT_LANGUAGES.map((language) => ({
                value: language,
                label: t(`languageNames.${language}`),
              })),
            },
            {
              param: "published",
              label: t("filters.published"),
              options: [
                { value: "true", label: t("publishedYes") },
                { value: "false", label: t("publishedNo") },
              ],
            },
            isoStandard,
          ]}
        />
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
