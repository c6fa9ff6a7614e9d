"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { SORTABLE } from "@/components/modules/organization/members/lists";
import type { Frequency } from "@/lib/generated/prisma/enums";
import type { ListParams } from "@/lib/platform/lists/url-state";
import { DueCounts } from "./due-status-chip";

export type CompetenceRow = {
  id: string;
  name: string;
  frequency: Frequency;
  assignedCount: number;
  overdueCount: number;
  dueSoonCount: number;
  lastModifiedDate: string | Date;
};

const BASE = "/organization/members-roles-and-competences";

export function CompetencesGrid(props: { rows: CompetenceRow[]; total: number; params: ListParams; canOpen: boolean }) {
  const t = useTranslations("people");
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
      headerName: t("columns.competenceStatus"),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <DueCounts overdue={row.overdueCount} dueSoon={row.dueSoonCount} total={row.assignedCount} />
      ),
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.competences")}
      rows={props.rows}
      rowCount={props.total}
      columns={columns}
      {...props.params}
      sortable={SORTABLE.competences}
      searchLabel={t("search.competences")}
      empty={t("empty.competences")}
      onRowHref={props.canOpen ? (row) => `${BASE}/competences/${row.id}` : undefined}
    />
  );
}
