"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell } from "@/components/platform/data-grid/columns";
import { FilterToolbar, type SelectFilter } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import type { ListView } from "@/lib/platform/lists/url-state";
import { QUESTIONNAIRE_OWNERS, QUESTIONNAIRE_PURPOSES } from "@/lib/modules/evaluation/questionnaires/choices";
import { standardName } from "./clause-label";
import type { QuestionnaireGridRow } from "./grid-row";
import { OwnerTag } from "./owner-tag";

/**
 * The questionnaires: on the admin screens the system's, each opening its form; for an
 * organization the system's and its own copies in one list, each opening its screen, with who
 * keeps it as a tag and a filter.
 */
export function QuestionnairesGrid(props: {
  view: ListView<QuestionnaireGridRow>;
  empty: string;
  area: "admin" | "organization";
}) {
  const t = useTranslations("questionnaires");
  const tScope = useTranslations("scope");
  const organization = props.area === "organization";
  const href = (row: QuestionnaireGridRow) =>
    organization ? `/evaluation/questionnaires/${row.id}` : `/admin/questionnaires/${row.id}/edit`;
  const columns: GridColDef<QuestionnaireGridRow>[] = [
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<QuestionnaireGridRow>((row) => row.title, href),
    },
    ...(organization
      ? [
          {
            field: "owner",
            headerName: t("fields.owner"),
            minWidth: 150,
            renderCell: ({ row }) => <OwnerTag owner={row.owner} label={t(`owners.${row.owner}`)} />,
          } satisfies GridColDef<QuestionnaireGridRow>,
        ]
      : []),
    {
      field: "purpose",
      headerName: t("fields.purpose"),
      minWidth: 140,
      valueGetter: (value: string) => t(`purposes.${value}`),
    },
    {
      field: "standards",
      headerName: t("fields.standards"),
      minWidth: 160,
      valueGetter: (value: string[]) => value.map(standardName).join(", "),
    },
    { field: "questionCount", headerName: t("fields.questionCount"), minWidth: 100, type: "number" },
    { field: "version", headerName: t("fields.version"), minWidth: 90, type: "number" },
  ];
  const filters: SelectFilter[] = [
    {
      param: "purpose",
      label: t("filters.purpose"),
      options: QUESTIONNAIRE_PURPOSES.map((value) => ({ value, label: t(`purposes.${value}`) })),
    },
    {
      param: "standard",
      label: t("filters.standard"),
      options: ISO_STANDARDS.map((value) => ({ value, label: tScope(`isoStandards.${value}`) })),
    },
  ];
  if (organization) {
    filters.push({
      param: "owner",
      label: t("filters.owner"),
      options: QUESTIONNAIRE_OWNERS.map((value) => ({ value, label: t(`owners.${value}`) })),
    });
  }
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={
        organization ? ["title", "owner", "purpose", "questionCount"] : ["title", "purpose", "questionCount"]
      }
      columns={columns}
      searchLabel={t("search")}
      toolbar={<FilterToolbar state={props.view.state} filters={filters} archived />}
      empty={props.empty}
      onRowHref={href}
    />
  );
}
