"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import { LEGISLATION_KINDS } from "@/lib/modules/admin/legislation/schema";

/** An act as the catalogue grid shows it. */
export type LegislationGridRow = {
  id: string;
  title: string;
  jurisdiction: string;
  kind: string;
  officialNumber: string;
  effectiveDate: string | null;
  lastModifiedDate: string;
};

type TopicOption = { value: string; label: string };

const href = (row: LegislationGridRow) => `/admin/legislation/${row.id}/edit`;

/** The shared legislation catalogue for maintainers; each row opens its edit form. */
export function LegislationGrid(props: { view: ListView<LegislationGridRow>; topics: TopicOption[] }) {
  const t = useTranslations("legislation");
  const lastModified = useLastModifiedColumn<LegislationGridRow>();
  const { filters } = props.view.state;
  const columns: GridColDef<LegislationGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<LegislationGridRow>((row) => row.title, href),
    },
    { field: "jurisdiction", headerName: t("columns.jurisdiction"), minWidth: 110 },
    {
      field: "kind",
      headerName: t("columns.kind"),
      minWidth: 150,
      sortable: false,
      valueGetter: (value: string) => t(`kinds.${value}`),
    },
    { field: "officialNumber", headerName: t("columns.officialNumber"), flex: 1, minWidth: 200 },
    { field: "effectiveDate", headerName: t("columns.effectiveDate"), minWidth: 130 },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("catalogue.title")}
      view={props.view}
      phoneColumns={["title", "jurisdiction"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <>
          <UrlSelectFilter
            param="jurisdiction"
            label={t("columns.jurisdiction")}
            value={filters.jurisdiction}
            allLabel={t("all")}
            options={["EU", "DK", "INTL"].map((value) => ({ value, label: value }))}
          />
          <UrlSelectFilter
            param="kind"
            label={t("columns.kind")}
            value={filters.kind}
            allLabel={t("all")}
            options={LEGISLATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          <UrlSelectFilter
            param="topic"
            label={t("fields.topics")}
            value={filters.topic}
            allLabel={t("all")}
            options={props.topics}
          />
        </>
      }
      empty={Object.keys(filters).length ? t("noMatch") : t("catalogue.empty")}
      onRowHref={href}
    />
  );
}
