"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { Tag } from "@/components/platform/ui/tag";
import type { ListView } from "@/lib/platform/lists/url-state";
import { HAZARD_CATEGORIES, RISK_LEVELS, type RiskLevelName } from "@/lib/modules/planning/risk-assessment/levels";
import { LevelTag } from "./level-tag";

/** A hazard as the register shows it. */
export type HazardGridRow = {
  id: string;
  href: string;
  title: string;
  category: string;
  assessment: string;
  inherent: { level: RiskLevelName; score: string };
  residual: { level: RiskLevelName; score: string } | null;
  acceptance: "accepted" | "waiting" | null;
  controls: number;
};

/** The hazard register: every hazard with its levels before and after its controls, filtered in the address. */
export function HazardsGrid(props: {
  view: ListView<HazardGridRow>;
  empty: string;
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("riskAssessment");
  const levels = RISK_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) }));
  const columns: GridColDef<HazardGridRow>[] = [
    {
      field: "title",
      headerName: t("fields.hazard"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<HazardGridRow>(
        (row) => row.title,
        (row) => row.href,
      ),
    },
    {
      field: "inherentLevel",
      headerName: t("fields.inherentLevel"),
      minWidth: 150,
      renderCell: ({ row }) => <LevelTag level={row.inherent.level} score={row.inherent.score} />,
    },
    {
      field: "residualLevel",
      headerName: t("fields.residualLevel"),
      minWidth: 150,
      renderCell: ({ row }) =>
        row.residual ? <LevelTag level={row.residual.level} score={row.residual.score} /> : null,
    },
    {
      field: "acceptance",
      headerName: t("fields.accepted"),
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) =>
        row.acceptance ? (
          <Tag
            size="small"
            color={row.acceptance === "accepted" ? "success" : "warning"}
            label={t(row.acceptance === "accepted" ? "accepted" : "notAccepted")}
          />
        ) : null,
    },
    {
      field: "category",
      headerName: t("fields.category"),
      minWidth: 180,
      sortable: false,
      valueGetter: (value: string) => t(`categories.${value}`),
    },
    { field: "assessment", headerName: t("fields.assessment"), flex: 1, minWidth: 200, sortable: false },
    { field: "controls", headerName: t("fields.controls"), minWidth: 110, sortable: false, type: "number" },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("register")}
      view={props.view}
      phoneColumns={["title", "inherentLevel", "residualLevel", "acceptance"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <>
          <FilterToolbar
            state={props.view.state}
            // a filter without choices (no areas yet) is left out
            filters={[
              { param: "inherentLevel", label: t("filters.inherentLevel"), options: levels },
              { param: "residualLevel", label: t("filters.residualLevel"), options: levels },
              {
                param: "category",
                label: t("filters.category"),
                options: HAZARD_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
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
                param: "overdueReview",
                label: t("filters.overdueReview"),
                options: [{ value: "true", label: t("filters.overdueReview") }],
              },
              {
                param: "areaId",
                label: t("filters.area"),
                options: props.areas.map((area) => ({ value: area.id, label: area.name })),
              },
            ].filter((filter) => filter.options.length)}
          />
        </>
      }
      empty={props.empty}
      onRowHref={(row) => row.href}
    />
  );
}
