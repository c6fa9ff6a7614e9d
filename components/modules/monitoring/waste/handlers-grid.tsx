"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";

/** A waste handler as the grid shows it. */
export type HandlerGridRow = {
  id: string;
  name: string;
  approvalNumber: string | null;
  contact: string;
  arrangementCount: number;
  lastModifiedDate: string;
};

/** The organization's waste handlers; editors open one to change it and its arrangements. */
export function HandlersGrid(props: { view: ListView<HandlerGridRow>; empty: string; canEdit: boolean }) {
  const t = useTranslations("waste.handlers");
  const lastModified = useLastModifiedColumn<HandlerGridRow>();
  const href = props.canEdit ? (row: HandlerGridRow) => `/monitoring/waste/${row.id}/edit` : undefined;
  const columns: GridColDef<HandlerGridRow>[] = [
    {
      field: "name",
      headerName: t("columns.name"),
      flex: 2,
      minWidth: 220,
      ...(href ? { renderCell: linkCell<HandlerGridRow>((row) => row.name, href) } : {}),
    },
    { field: "approvalNumber", headerName: t("columns.approvalNumber"), minWidth: 160 },
    { field: "contact", headerName: t("columns.contact"), flex: 1, minWidth: 200, sortable: false },
    {
      field: "arrangementCount",
      headerName: t("columns.arrangements"),
      minWidth: 120,
      sortable: false,
      type: "number",
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("columns.name")}
      view={props.view}
      phoneColumns={["name", "approvalNumber", "arrangementCount"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={<FilterToolbar state={props.view.state} archived filters={[]} />}
      empty={props.empty}
      onRowHref={href}
    />
  );
}
