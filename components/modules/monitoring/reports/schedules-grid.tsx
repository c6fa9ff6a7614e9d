"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";

/** A scheduled report as the grid shows it, worded on the server; the fields are the export's columns. */
export type ScheduleGridRow = {
  id: string;
  /** The report's title (the list sorts and filters by its key). */
  reportKey: string;
  frequency: string;
  formats: string;
  recipients: string;
  lastDelivery: string;
  lastModifiedDate: string;
};

const href = (row: ScheduleGridRow) => `/monitoring/lists-reports/schedules/${row.id}`;

/** The reports sent to members by e-mail: which, how often, as what, to whom and when last. */
export function SchedulesGrid(props: {
  view: ListView<ScheduleGridRow>;
  empty: string;
  /** The reports to filter by, with their titles. */
  reports: { value: string; label: string }[];
}) {
  const t = useTranslations("reports");
  const lastModified = useLastModifiedColumn<ScheduleGridRow>();
  const columns: GridColDef<ScheduleGridRow>[] = [
    {
      field: "reportKey",
      headerName: t("fields.report"),
      flex: 2,
      minWidth: 200,
      renderCell: linkCell<ScheduleGridRow>((row) => row.reportKey, href),
    },
    { field: "frequency", headerName: t("fields.frequency"), flex: 1, minWidth: 180 },
    { field: "formats", headerName: t("fields.formats"), minWidth: 110 },
    { field: "recipients", headerName: t("fields.recipients"), flex: 2, minWidth: 200 },
    { field: "lastDelivery", headerName: t("fields.lastDelivery"), minWidth: 140 },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("schedules.title")}
      view={props.view}
      phoneColumns={["reportKey", "frequency", "recipients", "lastDelivery"]}
      columns={columns}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          archived
          filters={[{ param: "reportKey", label: t("fields.report"), options: props.reports }]}
        />
      }
      empty={props.empty}
      onRowHref={href}
    />
  );
}
