"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { StakeholderType } from "@/lib/generated/prisma/enums";
import { STAKEHOLDER_SORT_FIELDS, STAKEHOLDER_TYPES } from "@/lib/modules/admin/stakeholders/schema";
import { useStakeholderColumns } from "@/components/modules/organization/stakeholders/grid-columns";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";

export type CatalogueRow = {
  id: string;
  name: string;
  type: StakeholderType;
  city: string | null;
  lastModifiedDate: string;
};

type Props = {
  rows: CatalogueRow[];
  rowCount: number;
  list: { page: number; size: number; sort?: string; q?: string; type?: string };
};

/** The shared stakeholder catalogue for administrators; each row opens its edit form. */
export function CatalogueGrid({ rows, rowCount, list }: Props) {
  const t = useTranslations("stakeholders");
  const href = (row: CatalogueRow) => `/admin/stakeholders/${row.id}/edit`;
  const { name, type, lastModified } = useStakeholderColumns(href);
  const city: GridColDef<CatalogueRow> = { field: "city", headerName: t("columns.city"), flex: 1, minWidth: 130 };
  return (
    <ServerDataGrid<CatalogueRow>
      rows={rows}
      rowCount={rowCount}
      columns={[name, type, city, lastModified]}
      page={list.page}
      size={list.size}
      sort={list.sort}
      q={list.q}
      sortable={STAKEHOLDER_SORT_FIELDS}
      searchLabel={t("list.search")}
      empty={list.q || list.type ? t("list.noMatch") : t("catalogue.empty")}
      onRowHref={href}
      ariaLabel={t("catalogue.title")}
      toolbar={
        <UrlSelectFilter
          param="type"
          label={t("columns.type")}
          value={list.type}
          allLabel={t("list.all")}
          options={STAKEHOLDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      }
    />
  );
}
