"use client";
import { useTranslations } from "next-intl";
import { ListGrid } from "@/components/platform/data-grid/list-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { METER_TYPES } from "@/lib/platform/units/catalogue";
import { GHG_CATEGORIES } from "@/lib/modules/admin/emission-factors/choices";

/** A catalogue factor as the grid shows it: its value valid today, already formatted. */
export type EmissionFactorGridRow = {
  id: string;
  name: string;
  utilityType: string;
  ghgCategory: string;
  basis: string;
  value: string | null;
  source: string;
  lastModifiedDate: string;
};

const href = (row: EmissionFactorGridRow) => `/admin/emission-factors/${row.id}/edit`;

/** The emission-factor catalogue for maintainers; each row opens its form. */
export function EmissionFactorGrid({ view }: { view: ListView<EmissionFactorGridRow> }) {
  const t = useTranslations("emissionFactors");
  return (
    <ListGrid
      messages="emissionFactors"
      ariaLabel={t("title")}
      view={view}
      empty={t("empty")}
      href={href}
      link={{ field: "name", minWidth: 260 }}
      phoneColumns={["name", "value", "utilityType", "source"]}
      columns={[
        {
          field: "utilityType",
          headerName: t("columns.utilityType"),
          minWidth: 120,
          valueGetter: (value: string) => t(`utilityTypes.${value}`),
        },
        {
          field: "ghgCategory",
          headerName: t("columns.ghgCategory"),
          minWidth: 200,
          sortable: false,
          valueGetter: (value: string) => t(`categories.${value}`),
        },
        {
          field: "basis",
          headerName: t("columns.basis"),
          minWidth: 150,
          sortable: false,
          valueGetter: (value: string) => t(`bases.${value}`),
        },
        { field: "value", headerName: t("columns.value"), minWidth: 150, sortable: false },
        { field: "source", headerName: t("columns.source"), flex: 1, minWidth: 200, sortable: false },
      ]}
      filters={[
        {
          param: "utilityType",
          label: t("columns.utilityType"),
          options: METER_TYPES.map((value) => ({ value, label: t(`utilityTypes.${value}`) })),
        },
        {
          param: "ghgCategory",
          label: t("columns.ghgCategory"),
          options: GHG_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
        },
      ]}
    />
  );
}
