"use client";
import { useTranslations } from "next-intl";
import { ListGrid } from "@/components/platform/data-grid/list-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { LEGISLATION_KINDS } from "@/lib/modules/admin/legislation/choices";
import { useActFilters } from "./act-filters";

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
  const acts = useActFilters(props.topics);
  return (
    <ListGrid
      messages="legislation"
      ariaLabel={t("catalogue.title")}
      view={props.view}
      empty={Object.keys(props.view.state.filters).length ? t("noMatch") : t("catalogue.empty")}
      href={href}
      link={{ field: "title", minWidth: 240 }}
      phoneColumns={["title", "jurisdiction", "kind", "effectiveDate"]}
      columns={[
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
      ]}
      filters={[
        acts.jurisdiction,
        {
          param: "kind",
          label: t("columns.kind"),
          options: LEGISLATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
        },
        acts.topic,
      ]}
    />
  );
}
