"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { Tag } from "@/components/platform/ui/tag";
import type { ListView } from "@/lib/platform/lists/url-state";
import { ASPECT_CATEGORIES, LIFE_CYCLE_STAGES, OPERATING_CONDITIONS } from "@/lib/modules/planning/aspects/choices";

/** An aspect as the register shows it. */
export type AspectGridRow = {
  id: string;
  title: string;
  activity: string;
  category: string;
  condition: string;
  score: number;
  significant: boolean;
  area: string | null;
  openActions: number;
};

type Option = { id: string; name: string };

/** The aspect register: each aspect with its score and significance, filtered in the address. */
export function AspectsGrid(props: {
  view: ListView<AspectGridRow>;
  empty: string;
  areas: Option[];
  obligations: Option[];
}) {
  const t = useTranslations("aspects");
  const columns: GridColDef<AspectGridRow>[] = [
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<AspectGridRow>(
        (row) => row.title,
        (row) => `/planning/aspects/${row.id}`,
      ),
    },
    {
      field: "score",
      headerName: t("fields.significant"),
      minWidth: 170,
      renderCell: ({ row }) => (
        <Tag
          size="small"
          color={row.significant ? "warning" : "default"}
          label={`${row.score} · ${t(row.significant ? "significant" : "notSignificant")}`}
        />
      ),
    },
    { field: "activity", headerName: t("fields.activity"), flex: 1, minWidth: 200, sortable: false },
    {
      field: "category",
      headerName: t("fields.category"),
      minWidth: 180,
      valueGetter: (value: string) => t(`categories.${value}`),
    },
    {
      field: "condition",
      headerName: t("fields.condition"),
      minWidth: 130,
      sortable: false,
      valueGetter: (value: string) => t(`conditions.${value}`),
    },
    { field: "area", headerName: t("fields.area"), minWidth: 150, sortable: false },
    { field: "openActions", headerName: t("fields.openActions"), minWidth: 120, sortable: false, type: "number" },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("register")}
      view={props.view}
      phoneColumns={["title", "score"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          // a filter without choices (no areas yet) is left out
          filters={[
            {
              param: "significant",
              label: t("filters.significant"),
              options: [
                { value: "true", label: t("filters.significantTrue") },
                { value: "false", label: t("filters.significantFalse") },
              ],
            },
            {
              param: "category",
              label: t("filters.category"),
              options: ASPECT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
            },
            {
              param: "condition",
              label: t("filters.condition"),
              options: OPERATING_CONDITIONS.map((value) => ({ value, label: t(`conditions.${value}`) })),
            },
            {
              param: "lifeCycleStage",
              label: t("filters.stage"),
              options: LIFE_CYCLE_STAGES.map((value) => ({ value, label: t(`stages.${value}`) })),
            },
            {
              param: "areaId",
              label: t("filters.area"),
              options: props.areas.map((area) => ({ value: area.id, label: area.name })),
            },
            {
              param: "obligationId",
              label: t("filters.obligation"),
              options: props.obligations.map((obligation) => ({ value: obligation.id, label: obligation.name })),
            },
          ].filter((filter) => filter.options.length)}
        />
      }
      empty={props.empty}
      onRowHref={(row) => `/planning/aspects/${row.id}`}
    />
  );
}
