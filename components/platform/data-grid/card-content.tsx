"use client";
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from "@mui/x-data-grid";
import type { ReactNode } from "react";

/**
 * What a column shows of a row, outside the grid: its `renderCell` when it has one, else its value
 * through `valueGetter` and `valueFormatter`, numbers in the interface language. The columns stay
 * declared once, for the grid and the cards alike; a column's functions here get no grid API.
 */
export function cellContent<R extends GridValidRowModel>(
  column: GridColDef<R>,
  row: R,
  formatNumber: (value: number) => string,
): ReactNode {
  const raw = row[column.field as keyof R];
  // the grid's own callbacks take its API as the last argument; none of ours reads it
  const getter = column.valueGetter as ((value: unknown, row: R) => unknown) | undefined;
  const value = getter ? getter(raw, row) : raw;
  const formatter = column.valueFormatter as ((value: unknown, row: R) => unknown) | undefined;
  const formatted = formatter ? formatter(value, row) : value;
  if (column.renderCell) {
    const params = {
      row,
      value,
      formattedValue: formatted,
      field: column.field,
      id: row.id,
      hasFocus: false,
      tabIndex: 0,
    };
    return column.renderCell(params as unknown as GridRenderCellParams<R>);
  }
  if (formatted === null || formatted === undefined || formatted === "") return null;
  if (typeof formatted === "number") return formatNumber(formatted);
  return String(formatted);
}
