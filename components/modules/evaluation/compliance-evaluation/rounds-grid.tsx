"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { Tag } from "@/components/platform/ui/tag";
import type { ListView } from "@/lib/platform/lists/url-state";

export type RoundGridRow = {
  id: string;
  year: number;
  title: string;
  status: "OPEN" | "SIGNED_OFF";
  progress: string;
  results: string;
  openActions: number;
};

/** The rounds, newest first: each one's progress, results and open corrective actions. */
export function RoundsGrid(props: { view: ListView<RoundGridRow>; empty: string }) {
  const t = useTranslations("complianceEvaluation");
  const columns: GridColDef<RoundGridRow>[] = [
    { field: "year", headerName: t("fields.year"), minWidth: 80 },
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 220,
      sortable: false,
      renderCell: linkCell<RoundGridRow>(
        (row) => row.title,
        (row) => `/evaluation/compliance-evaluation/${row.id}`,
      ),
    },
    {
      field: "status",
      headerName: t("fields.status"),
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Tag
          size="small"
          color={row.status === "SIGNED_OFF" ? "success" : "info"}
          label={t(`statuses.${row.status}`)}
        />
      ),
    },
    { field: "progress", headerName: t("progress.evaluated"), minWidth: 150, sortable: false },
    { field: "results", headerName: t("obligations.result"), flex: 2, minWidth: 240, sortable: false },
    { field: "openActions", headerName: t("progress.openActions"), minWidth: 120, sortable: false, type: "number" },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("list")}
      view={props.view}
      phoneColumns={["year", "title", "progress"]}
      columns={columns}
      empty={props.empty}
      onRowHref={(row) => `/evaluation/compliance-evaluation/${row.id}`}
    />
  );
}
