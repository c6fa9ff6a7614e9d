"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { AUDIT_STATUSES, type AuditStatusName } from "@/lib/modules/evaluation/internal-audit/choices";
import { AuditStatusTag } from "./status-tag";

/** An audit as the programme lists it; dates and counts come formatted from the server. */
export type AuditGridRow = {
  id: string;
  title: string;
  year: number;
  status: AuditStatusName;
  area: string;
  leadAuditor: string;
  plannedStart: string;
  findings: string;
};

/** The audit programme: each audit's year, status, area, lead auditor, planned date and findings. */
export function AuditsGrid(props: {
  view: ListView<AuditGridRow>;
  empty: string;
  years: number[];
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("internalAudit");
  const columns: GridColDef<AuditGridRow>[] = [
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<AuditGridRow>(
        (row) => row.title,
        (row) => `/evaluation/internal-audit/${row.id}`,
      ),
    },
    { field: "year", headerName: t("fields.year"), minWidth: 80 },
    {
      field: "status",
      headerName: t("fields.status"),
      minWidth: 120,
      renderCell: ({ row }) => <AuditStatusTag status={row.status} label={t(`statuses.${row.status}`)} />,
    },
    { field: "area", headerName: t("fields.area"), minWidth: 140, sortable: false },
    { field: "leadAuditor", headerName: t("fields.leadAuditor"), minWidth: 160, sortable: false },
    { field: "plannedStart", headerName: t("fields.plannedStart"), minWidth: 130 },
    { field: "findings", headerName: t("fields.findings"), flex: 1, minWidth: 200, sortable: false },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("programme")}
      view={props.view}
      phoneColumns={["title", "status", "plannedStart"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          filters={[
            {
              param: "year",
              label: t("filters.year"),
              options: props.years.map((year) => ({ value: String(year), label: String(year) })),
            },
            {
              param: "status",
              label: t("filters.status"),
              options: AUDIT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
            },
            {
              param: "standard",
              label: t("filters.standard"),
              options: [
                { value: "ISO_14001", label: "ISO 14001" },
                { value: "ISO_45001", label: "ISO 45001" },
              ],
            },
            {
              param: "areaId",
              label: t("filters.area"),
              options: props.areas.map((area) => ({ value: area.id, label: area.name })),
            },
          ]}
        />
      }
      empty={props.empty}
      onRowHref={(row) => `/evaluation/internal-audit/${row.id}`}
    />
  );
}
