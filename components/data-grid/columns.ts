"use client";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { useFormatter, useTranslations } from "next-intl";

/** The "last changed" column every list shows, formatted in the interface language. */
export function useLastModifiedColumn<R extends GridValidRowModel>(): GridColDef<R> {
  const t = useTranslations("grid");
  const format = useFormatter();
  return {
    field: "lastModifiedDate",
    headerName: t("lastModified"),
    minWidth: 130,
    valueGetter: (value: string) => format.dateTime(new Date(value), "short"),
  };
}
