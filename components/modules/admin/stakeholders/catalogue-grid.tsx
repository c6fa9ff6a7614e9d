"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { StakeholderType } from "@/lib/generated/prisma/enums";
import { STAKEHOLDER_TYPES } from "@/lib/modules/admin/stakeholders/choices";
import type { ListView } from "@/lib/platform/lists/url-state";
import { useStakeholderColumns } from "@/components/modules/organization/stakeholders/grid-columns";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";

export type CatalogueRow = {
  id: string;
  name: string;
  type: StakeholderType;
  city: string | null;
  lastModifiedDate: string;
};

/** The shared stakeholder catalogue for administrators; each row opens its edit form. */
export function CatalogueGrid({ view }: { view: ListView<CatalogueRow> }) {
  const { q, type: typeFilter } = view.state.filters;
  const t = useTranslations("stakeholders");
  const href = (row: CatalogueRow) => `/admin/stakeholders/${row.id}/edit`;
  const { name, type, lastModified } = useStakeholderColumns(href);
  const city: GridColDef<CatalogueRow> = { field: "city", headerName: t("columns.city"), flex: 1, minWidth: 130 };
  return (
    <ServerDataGrid<CatalogueRow>
      view={view}
      phoneColumns={["name", "type", "city"]}
      columns={[name, type, city, lastModified]}
      searchLabel={t("list.search")}
      empty={q || typeFilter ? t("list.noMatch") : t("catalogue.empty")}
      onRowHref={href}
      ariaLabel={t("catalogue.title")}
      toolbar={
        <UrlSelectFilter
          param="type"
          label={t("columns.type")}
          value={typeFilter}
          allLabel={t("list.all")}
          options={STAKEHOLDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      }
    />
  );
}
