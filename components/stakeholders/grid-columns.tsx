"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useFormatter, useTranslations } from "next-intl";
import type { StakeholderType } from "@/lib/generated/prisma/enums";
import { CellLink } from "@/components/data-grid/cell-link";

type Base = { id: string; name: string; type: StakeholderType; lastModifiedDate: string };

/** The columns both stakeholder lists have: the name (a link to the row), the type and the last change. */
export function useStakeholderColumns<R extends Base>(hrefOf: (row: R) => string) {
  const t = useTranslations("stakeholders");
  const format = useFormatter();
  const name: GridColDef<R> = {
    field: "name",
    headerName: t("columns.name"),
    flex: 2,
    minWidth: 200,
    renderCell: ({ row, hasFocus, tabIndex }) => (
      <CellLink href={hrefOf(row)} hasFocus={hasFocus} tabIndex={tabIndex}>
        {row.name}
      </CellLink>
    ),
  };
  const type: GridColDef<R> = {
    field: "type",
    headerName: t("columns.type"),
    flex: 1,
    minWidth: 140,
    valueFormatter: (value: StakeholderType) => t(`types.${value}`),
  };
  const lastModified: GridColDef<R> = {
    field: "lastModifiedDate",
    headerName: t("columns.lastModified"),
    minWidth: 130,
    valueFormatter: (value: string) => format.dateTime(new Date(value), "short"),
  };
  return { name, type, lastModified };
}
