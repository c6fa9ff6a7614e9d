"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { SORTABLE } from "@/components/modules/organization/members/lists";
import type { ListParams } from "@/lib/platform/lists/url-state";

export type RoleRow = {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  competenceCount: number;
  lastModifiedDate: string | Date;
};

const BASE = "/organization/members-roles-and-competences";

export function RolesGrid(props: { rows: RoleRow[]; total: number; params: ListParams; canOpen: boolean }) {
  const t = useTranslations("people");
  const lastModified = useLastModifiedColumn<RoleRow>();
  const columns: GridColDef<RoleRow>[] = [
    {
      field: "name",
      headerName: t("columns.name"),
      flex: 1,
      minWidth: 180,
      renderCell: linkCell<RoleRow>((row) => row.name, props.canOpen ? (row) => `${BASE}/roles/${row.id}` : undefined),
    },
    { field: "description", headerName: t("role.description"), flex: 2, minWidth: 200 },
    { field: "competenceCount", headerName: t("columns.competences"), type: "number", minWidth: 120 },
    { field: "memberCount", headerName: t("columns.members"), type: "number", minWidth: 110 },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.roles")}
      rows={props.rows}
      rowCount={props.total}
      columns={columns}
      {...props.params}
      sortable={SORTABLE.roles}
      searchLabel={t("search.roles")}
      empty={t("empty.roles")}
      onRowHref={props.canOpen ? (row) => `${BASE}/roles/${row.id}` : undefined}
    />
  );
}
