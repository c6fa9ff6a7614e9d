"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { EVALUATION_RESULTS } from "@/lib/modules/documents/binding-obligations/choices";
import type { ListView } from "@/lib/platform/lists/url-state";

/** An obligation of the round, with its result there, formatted on the server. */
export type RoundObligationGridRow = {
  id: string;
  title: string;
  responsible: string;
  result: string;
  evaluationDate: string;
  actions: string;
  changed: string;
  href: string;
};

/** The round's obligations: each one's result in the round, when and by whom, and its actions. */
export function RoundObligationsGrid(props: {
  view: ListView<RoundObligationGridRow>;
  responsibles: { id: string; name: string }[];
}) {
  const t = useTranslations("complianceEvaluation");
  const tStatus = useTranslations("bindingObligations.statuses");
  const columns: GridColDef<RoundObligationGridRow>[] = [
    {
      field: "title",
      headerName: t("obligations.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<RoundObligationGridRow>(
        (row) => row.title,
        (row) => row.href,
      ),
    },
    { field: "result", headerName: t("obligations.result"), minWidth: 160, sortable: false },
    { field: "evaluationDate", headerName: t("obligations.latest"), minWidth: 130 },
    { field: "responsible", headerName: t("obligations.responsible"), minWidth: 160, sortable: false },
    { field: "actions", headerName: t("obligations.actions"), flex: 1, minWidth: 200, sortable: false },
    { field: "changed", headerName: t("obligations.changed"), minWidth: 120, sortable: false },
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("obligations.heading")}
      view={props.view}
      phoneColumns={["title", "result"]}
      columns={columns}
      searchLabel={t("obligations.search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          filters={[
            {
              param: "result",
              label: t("filters.result"),
              options: ["NOT_EVALUATED", ...EVALUATION_RESULTS].map((value) => ({ value, label: tStatus(value) })),
            },
            {
              param: "changed",
              label: t("filters.changed"),
              options: [{ value: "true", label: t("obligations.changedYes") }],
            },
            {
              param: "responsibleId",
              label: t("filters.responsible"),
              options: props.responsibles.map((member) => ({ value: member.id, label: member.name })),
            },
          ]}
        />
      }
      empty={t("obligations.none")}
      onRowHref={(row) => row.href}
    />
  );
}
