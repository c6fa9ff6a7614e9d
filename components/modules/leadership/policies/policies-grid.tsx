"use client";
import { useTranslations } from "next-intl";
import { useIsoStandardFilter } from "@/components/platform/data-grid/filter-toolbar";
import { ListGrid } from "@/components/platform/data-grid/list-grid";
import type { ListView } from "@/lib/platform/lists/url-state";

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
  const isoStandard = useIsoStandardFilter();
  return (
    <ListGrid
      messages="policies"
      view={props.view}
      empty={props.empty}
      href={href}
      phoneColumns={["title", "published", "nextReviewDate", "owner"]}
      columns={[
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
      ]}
      archived
      filters={[
        {
          param: "published",
          label: t("filters.published"),
          options: [
            { value: "true", label: t("publishedYes") },
            { value: "false", label: t("publishedNo") },
          ],
        },
        isoStandard,
      ]}
    />
  );
}
