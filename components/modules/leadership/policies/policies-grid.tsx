"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import { ArchivedFilter } from "@/components/platform/data-grid/archived-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import { ISO_STANDARDS } from "@/lib/platform/iso-standards";

/** A policy as the grid shows it (dates as the page sends them). */
export type PolicyGridRow = {
  id: string;
  title: string;
  isoStandards: string[];
  owner: string | null;
  version: number;
  approvedDate: string | null;
  published: boolean;
  nextReviewDate: string | null;
  lastModifiedDate: string;
};

const href = (row: PolicyGridRow) => `/leadership/policies/${row.id}`;

export function PoliciesGrid(props: { view: ListView<PolicyGridRow>; empty: string }) {
  const t = useTranslations("policies");
  const tScope = useTranslations("scope");
  const lastModified = useLastModifiedColumn<PolicyGridRow>();
  const columns: GridColDef<PolicyGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<PolicyGridRow>((row) => row.title, href),
    },
    {
      field: "isoStandards",
      headerName: t("columns.isoStandards"),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (value: string[]) => value.map((code) => code.replace("_", " ")).join(", "),
    },
    { field: "owner", headerName: t("columns.owner"), flex: 1, minWidth: 150, sortable: false },
    { field: "version", headerName: t("columns.version"), type: "number", minWidth: 90, sortable: false },
    { field: "approvedDate", headerName: t("columns.approvedDate"), minWidth: 120 },
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
      phoneColumns={["title", "published"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <>
          <UrlSelectFilter
            param="published"
            label={t("filters.published")}
            value={props.view.state.filters.published}
            allLabel={t("filters.all")}
            options={[
              { value: "true", label: t("publishedYes") },
              { value: "false", label: t("publishedNo") },
            ]}
          />
          <UrlSelectFilter
            param="isoStandard"
            label={t("filters.standard")}
            value={props.view.state.filters.isoStandard}
            allLabel={t("filters.all")}
            options={ISO_STANDARDS.map((code) => ({ value: code, label: tScope(`isoStandards.${code}`) }))}
          />
          <ArchivedFilter value={props.view.state.filters.archived} />
        </>
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
