"use client";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import type { StakeholderType } from "@/lib/generated/prisma/enums";
import { linkCell, useLastModifiedColumn } from "@/components/platform/data-grid/columns";

type Base = { id: string; name: string; type: StakeholderType; lastModifiedDate: string };

/** The columns both stakeholder lists have: the name (a link to the row), the type and the last change. */
export function useStakeholderColumns<R extends Base>(hrefOf: (row: R) => string) {
  const t = useTranslations("stakeholders");
  const name: GridColDef<R> = {
    field: "name",
    headerName: t("columns.name"),
    flex: 2,
    minWidth: 200,
    renderCell: linkCell<R>((row) => row.name, hrefOf),
  };
  const type: GridColDef<R> = {
    field: "type",
    headerName: t("columns.type"),
    flex: 1,
    minWidth: 140,
    valueFormatter: (value: StakeholderType) => t(`types.${value}`),
  };
  const lastModified = useLastModifiedColumn<R>();
  return { name, type, lastModified };
}
