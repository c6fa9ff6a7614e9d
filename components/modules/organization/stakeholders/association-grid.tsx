"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { Relevance, StakeholderType } from "@/lib/generated/prisma/enums";
import { ASSOCIATION_SORT_FIELDS, RELEVANCES } from "@/lib/modules/organization/stakeholders/schema";
import { STAKEHOLDER_TYPES } from "@/lib/modules/admin/stakeholders/schema";
import { useStakeholderColumns } from "./grid-columns";
import { RelevanceChip } from "./relevance-chip";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";

export type AssociationRow = {
  id: string;
  name: string;
  type: StakeholderType;
  relevance: Relevance;
  lastModifiedDate: string;
};

type Props = {
  rows: AssociationRow[];
  rowCount: number;
  list: { page: number; size: number; sort?: string; q?: string; relevance?: string; type?: string };
  canEdit: boolean;
};

/** The active organization's stakeholders: search, relevance and type filters, each row opens its page. */
export function AssociationGrid({ rows, rowCount, list, canEdit }: Props) {
  const t = useTranslations("stakeholders");
  const href = (row: AssociationRow) => `/organization/stakeholders/${row.id}`;
  const { name, type, lastModified } = useStakeholderColumns(href);
  const relevance: GridColDef<AssociationRow> = {
    field: "relevance",
    headerName: t("columns.relevance"),
    flex: 1,
    minWidth: 130,
    renderCell: ({ row }) => <RelevanceChip relevance={row.relevance} />,
  };
  const filtered = Boolean(list.q || list.relevance || list.type);
  return (
    <ServerDataGrid<AssociationRow>
      rows={rows}
      rowCount={rowCount}
      columns={[name, type, relevance, lastModified]}
      page={list.page}
      size={list.size}
      sort={list.sort}
      q={list.q}
      sortable={ASSOCIATION_SORT_FIELDS}
      searchLabel={t("list.search")}
      empty={filtered ? t("list.noMatch") : canEdit ? t("list.emptyEditor") : t("list.empty")}
      onRowHref={href}
      ariaLabel={t("title")}
      toolbar={
        <>
          <UrlSelectFilter
            param="relevance"
            label={t("columns.relevance")}
            value={list.relevance}
            allLabel={t("list.all")}
            options={RELEVANCES.map((value) => ({ value, label: t(`relevanceValues.${value}`) }))}
          />
          <UrlSelectFilter
            param="type"
            label={t("columns.type")}
            value={list.type}
            allLabel={t("list.all")}
            options={STAKEHOLDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
        </>
      }
    />
  );
}
