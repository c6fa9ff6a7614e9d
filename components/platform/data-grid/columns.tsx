"use client";
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from "@mui/x-data-grid";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CellLink } from "./cell-link";

/** The "last changed" column every list shows, formatted in the interface language. */
export function useLastModifiedColumn<R extends GridValidRowModel>(): GridColDef<R> {
  const t = useTranslations("grid");
  const format = useFormatter();
  return {
    field: "lastModifiedDate",
    headerName: t("lastModified"),
    minWidth: 130,
    valueGetter: (value: string) => format.dateTime(new Date(value), "day"),
  };
}

/**
 * Renders a cell as a link to the row's page when the user may open it (keyboard users reach it
 * with the arrow keys and Enter), or as plain text otherwise.
 */
export function linkCell<R extends GridValidRowModel>(text: (row: R) => ReactNode, hrefOf?: (row: R) => string) {
  const LinkCellContent = ({ row, hasFocus, tabIndex }: GridRenderCellParams<R>) =>
    hrefOf ? (
      <CellLink href={hrefOf(row)} hasFocus={hasFocus} tabIndex={tabIndex}>
        {text(row)}
      </CellLink>
    ) : (
      text(row)
    );
  return LinkCellContent;
}
