"use client";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import type { ListView } from "@/lib/platform/lists/url-state";
import { linkCell, useLastModifiedColumn } from "./columns";
import { FilterToolbar, type SelectFilter } from "./filter-toolbar";
import { ServerDataGrid } from "./server-data-grid";

type Row = GridValidRowModel & { lastModifiedDate: string };

/**
 * THE grid of a module's list screen: the record's name as the first column, linking to the record
 * (and the row opening it), the module's own columns, "last changed" at the end, the search box and
 * the filters above. The texts come from the module's messages: `title` names the grid, `search`
 * the search box and `columns.<field>` the link column.
 */
export function ListGrid<R extends Row>(props: {
  /** The module's messages, e.g. "policies". */
  messages: string;
  view: ListView<R>;
  /** Shown when there are no rows: what to do. */
  empty: string;
  /** The record's page. */
  href: (row: R) => string;
  /** The column naming the record (default `title`), linking to it. */
  link?: { field: keyof R & string; minWidth?: number };
  /** The module's columns between the link column and "last changed". */
  columns: GridColDef<R>[];
  /** The key columns a phone shows. */
  phoneColumns: string[];
  filters?: SelectFilter[];
  /** The list declares `archived` (the records can be archived). */
  archived?: boolean;
  /** The grid's accessible name when it is not the module's `title`. */
  ariaLabel?: string;
}) {
  const t = useTranslations(props.messages);
  const lastModified = useLastModifiedColumn<R>();
  const field = props.link?.field ?? "title";
  const linkColumn: GridColDef<R> = {
    field,
    headerName: t(`columns.${field}`),
    flex: 2,
    minWidth: props.link?.minWidth ?? 220,
    renderCell: linkCell<R>((row) => row[field], props.href),
  };
  return (
    <ServerDataGrid
      ariaLabel={props.ariaLabel ?? t("title")}
      view={props.view}
      phoneColumns={props.phoneColumns}
      columns={[linkColumn, ...props.columns, lastModified]}
      searchLabel={t("search")}
      toolbar={
        props.filters?.length || props.archived ? (
          <FilterToolbar state={props.view.state} filters={props.filters ?? []} archived={props.archived} />
        ) : undefined
      }
      empty={props.empty}
      onRowHref={props.href}
    />
  );
}
