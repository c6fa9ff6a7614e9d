"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { ListView } from "@/lib/platform/lists/url-state";
import type { listRoles } from "@/lib/modules/organization/roles/data";
import { ArchivedFilter } from "@/components/platform/data-grid/archived-filter";

type RoleRow = RowOf<typeof listRoles>;

const BASE = "/organization/members-roles-and-competences";

export function RolesGrid(props: { view: ListView<RoleRow>; canOpen: boolean }) {
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
      view={props.view}
      phoneColumns={["name", "memberCount", "competenceCount"]}
      columns={columns}
      searchLabel={t("search.roles")}
      toolbar={<ArchivedFilter value={props.view.state.filters.archived} />}
      empty={t("empty.roles")}
      onRowHref={props.canOpen ? (row) => `${BASE}/roles/${row.id}` : undefined}
    />
  );
}
