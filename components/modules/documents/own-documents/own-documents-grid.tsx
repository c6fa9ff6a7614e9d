"use client";
import { useTranslations } from "next-intl";
import { useIsoStandardFilter } from "@/components/platform/data-grid/filter-toolbar";
import { ListGrid } from "@/components/platform/data-grid/list-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { OWN_DOCUMENT_CATEGORIES } from "@/lib/modules/documents/own-documents/choices";

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
  const isoStandard = useIsoStandardFilter();
  return (
    <ListGrid
      messages="ownDocuments"
      view={props.view}
      empty={props.empty}
      href={href}
      phoneColumns={["title", "category", "nextReviewDate", "owner"]}
      columns={[
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
      ]}
      archived
      filters={[
        {
          param: "category",
          label: t("filters.category"),
          options: OWN_DOCUMENT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
        },
        isoStandard,
      ]}
    />
  );
}
