"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import type { ListView } from "@/lib/platform/lists/url-state";
import { AGREEMENT_TYPES } from "@/lib/modules/monitoring/control-book/choices";
import { DueStatusChip } from "./due-status-chip";

/** An agreement as the grid shows it (dates as the page sends them). */
export type AgreementGridRow = {
  id: string;
  title: string;
  type: string;
  frequency: string;
  nextDueDate: string | null;
  dueStatus: "OVERDUE" | "DUE_SOON" | "OK" | null;
  responsible: string | null;
  stakeholder: string | null;
  startsAt: string;
  lastModifiedDate: string;
};

const href = (row: AgreementGridRow) => `/monitoring/control-book/agreements/${row.id}`;

export function AgreementsGrid(props: { view: ListView<AgreementGridRow>; empty: string; canOpen: boolean }) {
  // rows link to their screen only for those who may open it
  const rowHref = props.canOpen ? href : undefined;
  const t = useTranslations("controlBook");
  const tFrequency = useTranslations("people.frequency");
  const lastModified = useLastModifiedColumn<AgreementGridRow>();
  const columns: GridColDef<AgreementGridRow>[] = [
    {
      field: "title",
      headerName: t("columns.title"),
      flex: 2,
      minWidth: 220,
      renderCell: linkCell<AgreementGridRow>((row) => row.title, rowHref),
    },
    {
      field: "type",
      headerName: t("columns.type"),
      minWidth: 170,
      valueGetter: (value: string) => t(`types.${value}`),
    },
    {
      field: "frequency",
      headerName: t("columns.frequency"),
      minWidth: 140,
      sortable: false,
      valueGetter: (value: string) => tFrequency(value),
    },
    { field: "nextDueDate", headerName: t("columns.nextDueDate"), minWidth: 120 },
    {
      field: "dueStatus",
      headerName: t("columns.dueStatus"),
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => (row.dueStatus ? <DueStatusChip status={row.dueStatus} /> : null),
    },
    { field: "responsible", headerName: t("columns.responsible"), flex: 1, minWidth: 150, sortable: false },
    { field: "stakeholder", headerName: t("columns.stakeholder"), flex: 1, minWidth: 160, sortable: false },
    { field: "startsAt", headerName: t("columns.startsAt"), minWidth: 120 },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("tabs.agreements")}
      view={props.view}
      phoneColumns={["title", "dueStatus", "nextDueDate", "responsible"]}
      columns={columns}
      searchLabel={t("searchAgreements")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          archived
          filters={[
            {
              param: "type",
              label: t("filters.type"),
              options: AGREEMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
            },
            {
              param: "overdue",
              label: t("filters.overdue"),
              options: [{ value: "true", label: t("dueStatuses.OVERDUE") }],
            },
          ]}
        />
      }
      empty={props.empty}
      onRowHref={rowHref}
    />
  );
}
