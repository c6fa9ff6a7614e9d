"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { AGREEMENT_TYPES } from "@/lib/modules/monitoring/control-book/choices";
import type { AgreementTemplateGridRow } from "./grid-row";

const href = (row: AgreementTemplateGridRow) => `/admin/agreement-templates/${row.id}/edit`;

/** The maintainers' agreement templates, each opening its form; archived ones behind the filter. */
export function AgreementTemplatesGrid(props: { view: ListView<AgreementTemplateGridRow> }) {
  const t = useTranslations("agreementTemplates");
  const tBook = useTranslations("controlBook");
  const tFrequency = useTranslations("people.frequency");
  const lastModified = useLastModifiedColumn<AgreementTemplateGridRow>();
  const columns: GridColDef<AgreementTemplateGridRow>[] = [
    {
      field: "title",
      headerName: t("fields.title"),
      flex: 2,
      minWidth: 240,
      renderCell: linkCell<AgreementTemplateGridRow>((row) => row.title, href),
    },
    {
      field: "type",
      headerName: t("fields.type"),
      minWidth: 170,
      valueGetter: (value: string) => tBook(`types.${value}`),
    },
    {
      field: "frequency",
      headerName: t("fields.frequency"),
      minWidth: 130,
      sortable: false,
      valueGetter: (value: string) => tFrequency(value),
    },
    {
      field: "countryAlpha2",
      headerName: t("fields.country"),
      minWidth: 120,
      sortable: false,
      valueGetter: (_value: unknown, row: AgreementTemplateGridRow) => row.country ?? t("anywhere"),
    },
    {
      field: "legislationCount",
      headerName: t("fields.legislationCount"),
      minWidth: 90,
      type: "number",
      sortable: false,
    },
    lastModified,
  ];
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      phoneColumns={["title", "type", "frequency"]}
      columns={columns}
      searchLabel={t("search")}
      toolbar={
        <FilterToolbar
          state={props.view.state}
          filters={[
            {
              param: "type",
              label: t("fields.type"),
              options: AGREEMENT_TYPES.map((value) => ({ value, label: tBook(`types.${value}`) })),
            },
          ]}
          archived
        />
      }
      empty={t("empty")}
      onRowHref={href}
    />
  );
}
