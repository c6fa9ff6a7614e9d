"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import { ArchivedFilter } from "@/components/platform/data-grid/archived-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import { ISO_STANDARDS } from "@/lib/platform/iso-standards";
import { OWN_DOCUMENT_CATEGORIES } from "@/lib/modules/documents/own-documents/schema";

/** An own document as the grid shows it (dates as the page sends them). */
export type OwnDocumentGridRow = {
  id: string;
  title: string;
  category: string;
  versionLabel: string | null;
  owner: string | null;
  isoClause: string;
  validFrom: string | null;
  nextReviewDate: string | null;
  lastModifiedDate: string;
};

const href = (row: OwnDocumentGridRow) => `/documents/own-documents/${row.id}`;

export function OwnDocumentsGrid(props: { view: ListView<OwnDocumentGridRow>; empty: string }) {
  const t = useTranslations("ownDocuments");
  const tScope = useTranslations("scope");
  const lastModified = useLastModifiedColumn<OwnDocumentGridRow>();
  const columns: GridColDef<OwnDocumentGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<OwnDocumentGridRow>((row) => row.title, href),
    },
    {
      field: "category",
      headerName: t("columns.category"),
      minWidth: 130,
      valueGetter: (value: string) => t(`categories.${value}`),
    },
    { field: "versionLabel", headerName: t("columns.versionLabel"), minWidth: 90, sortable: false },
    { field: "owner", headerName: t("columns.owner"), flex: 1, minWidth: 150, sortable: false },
    { field: "isoClause", headerName: t("columns.isoClause"), minWidth: 160, sortable: false },
    { field: "validFrom", headerName: t("columns.validFrom"), minWidth: 120 },
    { field: "nextReviewDate", headerName: t("columns.nextReviewDate"), minWidth: 140 },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["title", "category"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <>
          <UrlSelectFilter
            param="category"
            label={t("filters.category")}
            value={props.view.state.filters.category}
            allLabel={t("filters.all")}
            options={OWN_DOCUMENT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
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
