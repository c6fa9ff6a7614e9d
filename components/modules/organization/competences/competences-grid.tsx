"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { Frequency } from "@/lib/generated/prisma/enums";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { ListView } from "@/lib/platform/lists/url-state";
import type { listCompetences } from "@/lib/modules/organization/competences/data";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import { COMPETENCE_STATUSES } from "@/lib/modules/organization/competences/due";
import { DueCounts } from "./due-status-chip";
import { ArchivedFilter } from "@/components/platform/data-grid/archived-filter";

type CompetenceRow = RowOf<typeof listCompetences>;

const BASE = "/organization/members-roles-and-competences";

export function CompetencesGrid(props: { view: ListView<CompetenceRow>; canOpen: boolean }) {
  const t = useTranslations("people");
  const statusLabel = (status: (typeof COMPETENCE_STATUSES)[number]) =>
    status === "OK" ? t("statusFilter.OK") : t(`status.${status}`);
  const lastModified = useLastModifiedColumn<CompetenceRow>();
  const columns: GridColDef<CompetenceRow>[] = [
    {
      field: "name",
      headerName: t("columns.name"),
      flex: 1.5,
      minWidth: 200,
      renderCell: linkCell<CompetenceRow>(
        (row) => row.name,
        props.canOpen ? (row) => `${BASE}/competences/${row.id}` : undefined,
      ),
    },
    {
      field: "frequency",
      headerName: t("columns.frequency"),
      flex: 1,
      minWidth: 140,
      valueGetter: (value: Frequency) => t(`frequency.${value}`),
    },
    { field: "assignedCount", headerName: t("columns.assigned"), type: "number", minWidth: 100 },
    {
      field: "status",
      headerName: t("columns.status"),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <DueCounts
          overdue={row.overdueCount}
          dueSoon={row.dueSoonCount}
          missing={row.missingCount}
          total={row.assignedCount}
        />
      ),
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.competences")}
      view={props.view}
      phoneColumns={["name", "status", "frequency", "assignedCount"]}
      columns={columns}
      searchLabel={t("search.competences")}
      toolbar={
        <>
          <UrlSelectFilter
            param="status"
            label={t("columns.status")}
            value={props.view.state.filters.status}
            allLabel={t("statusFilter.all")}
            options={COMPETENCE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          />
          <ArchivedFilter value={props.view.state.filters.archived} />
        </>
      }
      empty={t("empty.competences")}
      onRowHref={props.canOpen ? (row) => `${BASE}/competences/${row.id}` : undefined}
    />
  );
}
