"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { Relevance, StakeholderType } from "@/lib/generated/prisma/enums";
import { RELEVANCES } from "@/lib/modules/organization/stakeholders/choices";
import type { ListView } from "@/lib/platform/lists/url-state";
import { STAKEHOLDER_TYPES } from "@/lib/modules/admin/stakeholders/choices";
import { useStakeholderColumns } from "./grid-columns";
import { RelevanceChip } from "./relevance-chip";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import { ArchivedFilter } from "@/components/platform/data-grid/archived-filter";

export type AssociationRow = {
  id: string;
  name: string;
  type: StakeholderType;
  relevance: Relevance;
  lastModifiedDate: string;
};

/** The active organization's stakeholders: search, relevance and type filters, each row opens its page. */
export function AssociationGrid({ view, canEdit }: { view: ListView<AssociationRow>; canEdit: boolean }) {
  const filters = view.state.filters;
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
  const filtered = Boolean(filters.q || filters.relevance || filters.type);
  return (
    <ServerDataGrid<AssociationRow>
      view={view}
      phoneColumns={["name", "relevance", "type"]}
      columns={[name, type, relevance, lastModified]}
      searchLabel={t("list.search")}
      empty={filtered ? t("list.noMatch") : canEdit ? t("list.emptyEditor") : t("list.empty")}
      onRowHref={href}
      ariaLabel={t("title")}
      toolbar={
        <>
          <UrlSelectFilter
            param="relevance"
            label={t("columns.relevance")}
            value={filters.relevance}
            allLabel={t("list.all")}
            options={RELEVANCES.map((value) => ({ value, label: t(`relevanceValues.${value}`) }))}
          />
          <UrlSelectFilter
            param="type"
            label={t("columns.type")}
            value={filters.type}
            allLabel={t("list.all")}
            options={STAKEHOLDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
          <ArchivedFilter value={filters.archived} />
        </>
      }
    />
  );
}
