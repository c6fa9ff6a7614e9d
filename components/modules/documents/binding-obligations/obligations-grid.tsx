"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import { ArchivedFilter } from "@/components/platform/data-grid/archived-filter";
import type { ListView } from "@/lib/platform/lists/url-state";
import type { ComplianceStatus } from "@/lib/generated/prisma/enums";
import { COMPLIANCE_STATUSES } from "@/lib/modules/documents/binding-obligations/schema";
import { StatusChip } from "./status-chip";

/** An obligation as the grid shows it (dates as the page formats them). */
export type ObligationGridRow = {
  id: string;
  title: string;
  officialNumber: string;
  jurisdiction: string;
  status: ComplianceStatus;
  evaluationDate: string | null;
  nextEvaluationDate: string | null;
  changedSinceEvaluation: boolean;
  lastModifiedDate: string;
};

type Option = { value: string; label: string };

const href = (row: ObligationGridRow) => `/documents/binding-obligations/${row.id}`;

export function ObligationsGrid(props: { view: ListView<ObligationGridRow>; topics: Option[]; empty: string }) {
  const t = useTranslations("bindingObligations");
  const lastModified = useLastModifiedColumn<ObligationGridRow>();
  const { filters } = props.view.state;
  const columns: GridColDef<ObligationGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<ObligationGridRow>((row) => row.title, href),
    },
    { field: "officialNumber", headerName: t("columns.officialNumber"), flex: 1, minWidth: 180, sortable: false },
    { field: "jurisdiction", headerName: t("columns.jurisdiction"), minWidth: 110, sortable: false },
    {
      field: "status",
      headerName: t("columns.status"),
      minWidth: 170,
      renderCell: ({ row }) => <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
    },
    {
      field: "changedSinceEvaluation",
      headerName: t("columns.changedSinceEvaluation"),
      minWidth: 150,
      sortable: false,
      valueGetter: (value: boolean) => (value ? t("changedYes") : ""),
    },
    { field: "evaluationDate", headerName: t("columns.evaluationDate"), minWidth: 120 },
    { field: "nextEvaluationDate", headerName: t("columns.nextEvaluationDate"), minWidth: 140 },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["title", "status"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <>
          <UrlSelectFilter
            param="status"
            label={t("columns.status")}
            value={filters.status}
            allLabel={t("all")}
            options={COMPLIANCE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          />
          <UrlSelectFilter
            param="changedSinceEvaluation"
            label={t("filters.changed")}
            value={filters.changedSinceEvaluation}
            allLabel={t("all")}
            options={[
              { value: "true", label: t("filters.changedYes") },
              { value: "false", label: t("filters.changedNo") },
            ]}
          />
          <UrlSelectFilter
            param="jurisdiction"
            label={t("columns.jurisdiction")}
            value={filters.jurisdiction}
            allLabel={t("all")}
            options={["EU", "DK", "INTL"].map((value) => ({ value, label: value }))}
          />
          <UrlSelectFilter
            param="topic"
            label={t("filters.topic")}
            value={filters.topic}
            allLabel={t("all")}
            options={props.topics}
          />
          <ArchivedFilter value={filters.archived} />
        </>
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
