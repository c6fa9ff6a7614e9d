"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { Tag } from "@/components/platform/ui/tag";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { ListView } from "@/lib/platform/lists/url-state";
import type { listMembers } from "@/lib/modules/organization/members/data";
import { DueCounts } from "@/components/modules/organization/competences/due-status-chip";
import styles from "./members-grid.module.css";

type MemberRow = RowOf<typeof listMembers>;

const BASE = "/organization/members-roles-and-competences";

export function MembersGrid(props: { view: ListView<MemberRow>; canOpen: boolean }) {
  const t = useTranslations("people");
  const columns: GridColDef<MemberRow>[] = [
    {
      field: "name",
      headerName: t("columns.name"),
      flex: 1.4,
      minWidth: 200,
      renderCell: (params) => (
        <span className={styles.person}>
          {linkCell<MemberRow>(
            (row) => row.name,
            props.canOpen ? (row) => `${BASE}/members/${row.id}` : undefined,
          )(params)}
          <span className={styles.email}>
            {params.row.email}
            {params.row.status === "invited" ? (
              <span className={styles.invited}>
                <Tag size="small" variant="outlined" label={t("member.invited")} />
              </span>
            ) : null}
          </span>
        </span>
      ),
    },
    { field: "jobTitle", headerName: t("columns.jobTitle"), flex: 1, minWidth: 140 },
    {
      field: "area",
      headerName: t("columns.area"),
      flex: 0.8,
      minWidth: 120,
      valueGetter: (_value, row) => row.area?.name ?? "",
    },
    {
      field: "roles",
      headerName: t("columns.roles"),
      flex: 1.2,
      minWidth: 160,
      renderCell: ({ row }) => (
        <span className={styles.roles}>
          {row.roles.map((role) => (
            <Tag key={role.id} size="small" label={role.name} />
          ))}
        </span>
      ),
    },
    {
      field: "competenceStatus",
      headerName: t("columns.competenceStatus"),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <DueCounts
          overdue={row.overdueCount}
          dueSoon={row.dueSoonCount}
          missing={row.missingCount}
          total={row.competenceRequirements.length}
        />
      ),
    },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.members")}
      view={props.view}
      phoneColumns={["name", "jobTitle", "competenceStatus"]}
      columns={columns}
      searchLabel={t("search.members")}
      empty={t("empty.members")}
      onRowHref={props.canOpen ? (row) => `${BASE}/members/${row.id}` : undefined}
    />
  );
}
