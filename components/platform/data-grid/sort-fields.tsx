"use client";
import { MenuItem, TextField } from "@mui/material";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import type { ListState } from "@/lib/platform/lists/url-state";

/**
 * The list's order where no column header can be clicked (the cards): the sortable columns by
 * their headers, and the direction.
 */
export type SortFieldsProps<R extends GridValidRowModel> = {
  state: ListState;
  columns: GridColDef<R>[];
  navigate: (changes: Record<string, string | undefined>) => void;
};

export function SortFields<R extends GridValidRowModel>(props: SortFieldsProps<R>) {
  const t = useTranslations("grid.sort");
  const { sort, sortable } = props.state;
  const choices = props.columns.filter((column) => sortable.includes(column.field));
  if (!choices.some((column) => column.field === sort.field)) return null;
  const change = (field: string, direction: string) =>
    props.navigate({ sort: `${field},${direction}`, page: undefined });
  return (
    <>
      <TextField
        select
        size="small"
        label={t("by")}
        value={sort.field}
        onChange={(event) => change(event.target.value, sort.direction)}
      >
        {choices.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {column.headerName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("direction")}
        value={sort.direction}
        onChange={(event) => change(sort.field, event.target.value)}
      >
        <MenuItem value="asc">{t("asc")}</MenuItem>
        <MenuItem value="desc">{t("desc")}</MenuItem>
      </TextField>
    </>
  );
}
