"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { Tag } from "@/components/platform/ui/tag";
import type { ListView } from "@/lib/platform/lists/url-state";

/** A delegation as the grid shows it (names in the reader's language, dates formatted by the page). */
export type DelegationGridRow = {
  id: string;
  responsibility: string;
  member: string;
  startDate: string;
  endDate: string | null;
  accepted: boolean;
  delegatedBy: string;
  lastModifiedDate: string;
};

const href = (row: DelegationGridRow) => `/leadership/delegation/${row.id}`;

export function DelegationsGrid(props: {
  view: ListView<DelegationGridRow>;
  empty: string;
  responsibilities: { id: string; name: string }[];
}) {
  const t = useTranslations("delegation");
  const lastModified = useLastModifiedColumn<DelegationGridRow>();
  const columns: GridColDef<DelegationGridRow>[] = [
    {
      field: "responsibility",
      headerName: t("fields.responsibility"),
      flex: 2,
      minWidth: 220,
      sortable: false,
      renderCell: linkCell<DelegationGridRow>((row) => row.responsibility, href),
    },
    { field: "member", headerName: t("fields.member"), flex: 1, minWidth: 160, sortable: false },
    {
      field: "accepted",
      headerName: t("fields.status"),
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) =>
        row.accepted ? (
          <Tag size="small" color="success" label={t("filters.acceptedTrue")} />
        ) : (
          <Tag size="small" color="warning" label={t("acceptance.waiting")} />
        ),
    },
    { field: "startDate", headerName: t("fields.startDate"), minWidth: 120 },
    { field: "endDate", headerName: t("fields.endDate"), minWidth: 120, sortable: false },
    { field: "delegatedBy", headerName: t("fields.delegatedBy"), minWidth: 150, sortable: false },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["responsibility", "member", "accepted", "startDate"]}
      columns={columns}
      toolbar={
        <>
          <FilterToolbar
            state={props.view.state}
            archived
            // a filter without choices (no areas yet) is left out
            filters={[
              {
                param: "current",
                label: t("filters.current"),
                options: [
                  { value: "true", label: t("filters.currentTrue") },
                  { value: "false", label: t("filters.currentFalse") },
                ],
              },
              {
                param: "accepted",
                label: t("filters.accepted"),
                options: [
                  { value: "true", label: t("filters.acceptedTrue") },
                  { value: "false", label: t("filters.acceptedFalse") },
                ],
              },
              {
                param: "responsibilityId",
                label: t("filters.responsibility"),
                options: props.responsibilities.map((responsibility) => ({
                  value: responsibility.id,
                  label: responsibility.name,
                })),
              },
            ].filter((filter) => filter.options.length)}
          />
        </>
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
