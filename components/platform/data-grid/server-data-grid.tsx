"use client";
import { Stack, Typography } from "@mui/material";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { LIST_WINDOW } from "@/lib/platform/lists/paging";
import type { ListView } from "@/lib/platform/lists/url-state";
import { usePhoneLayout } from "@/components/platform/providers/device";
import { CardPager } from "./card-pager";
import { useAboutTotal } from "./displayed-rows";
import { ExportMenu } from "./export-menu";
import type { GridTableProps } from "./grid-table";
import type { SortFieldsProps } from "./sort-fields";
import { ListCards } from "./list-cards";
import { PhoneToolbar } from "./phone-toolbar";
import { useListNavigation } from "./use-list-navigation";

// the grid's script loads only where the grid is shown: never on a phone; a desk's search box and a
// phone sheet's order likewise
const SearchField = dynamic(() => import("./search-field").then((module) => module.SearchField));
const SortFields = dynamic(() => import("./sort-fields").then((module) => module.SortFields)) as <
  R extends GridValidRowModel,
>(
  props: SortFieldsProps<R>,
) => ReactNode;
const GridTable = dynamic(() => import("./grid-table").then((module) => module.GridTable)) as <
  R extends GridValidRowModel,
>(
  props: GridTableProps<R>,
) => ReactNode;

type Props<R extends GridValidRowModel> = {
  /** The page the server rendered and the list state (from the URL) that produced it. */
  view: ListView<R>;
  columns: GridColDef<R>[];
  /** Shown when there are no rows: what to do. */
  empty: ReactNode;
  searchLabel?: string;
  /** Extra filters (they write their own URL parameters): above the grid, in the phone's filter sheet. */
  toolbar?: ReactNode;
  onRowHref?: (row: R) => string | undefined;
  ariaLabel: string;
  /** The key columns a phone's cards show, the title first (default: the first two columns). */
  phoneColumns?: string[];
};

/**
 * THE list: paging, sort and the filters live in the URL; the server renders each page. Wide, it is
 * MUI X Data Grid in server mode with the filters above it. Narrow, and always on a phone, the rows
 * come first as cards rendered on the server, the filters, the order and the export wait behind one
 * button, and the grid's script is not loaded. A list larger than LIST_WINDOW rows has an estimated
 * total, shown as such ("about 1.2 million"), and pages through its first LIST_WINDOW rows.
 */
export function ServerDataGrid<R extends GridValidRowModel>(props: Props<R>) {
  const t = useTranslations("grid");
  const format = useFormatter();
  const narrow = usePhoneLayout();
  const { navigate, loading, push } = useListNavigation();
  const { page, state } = props.view;
  const q = state.filters.q;
  const [search, setSearch] = useState(q ?? "");
  const visibleColumns = useRef<(() => string[]) | null>(null);
  const onVisibleColumns = useCallback((read: (() => string[]) | null) => {
    visibleColumns.current = read;
  }, []);
  const about = useAboutTotal(page);

  useEffect(() => {
    if (search === (q ?? "")) return;
    const timer = setTimeout(() => navigate({ q: search, page: undefined }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const searchBox = props.searchLabel ? (
    <SearchField label={props.searchLabel} value={search} onChange={setSearch} />
  ) : null;
  const exportMenu = props.view.exportPath ? (
    <ExportMenu
      path={props.view.exportPath}
      formats={props.view.exportFormats}
      state={state}
      visibleColumns={() => visibleColumns.current?.() ?? props.columns.map((column) => column.field)}
    />
  ) : null;
  const rowHref = props.onRowHref;
  const setFilters = Object.keys(state.filters).filter((name) => name !== "q");
  const keyFields = props.phoneColumns ?? props.columns.slice(0, 2).map((column) => column.field);

  return (
    <Stack spacing={1.5}>
      {narrow ? (
        <PhoneToolbar
          searchLabel={props.searchLabel}
          search={search}
          onSearch={setSearch}
          count={setFilters.length}
          hasFilters={props.toolbar !== undefined}
          onClear={() => navigate(Object.fromEntries([...setFilters, "page"].map((name) => [name, undefined])))}
        >
          {props.toolbar}
          <SortFields state={state} columns={props.columns} navigate={navigate} />
          {exportMenu}
        </PhoneToolbar>
      ) : (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
          {searchBox}
          {props.toolbar}
          {exportMenu}
        </Stack>
      )}
      {narrow ? (
        <>
          <ListCards
            rows={page.content}
            columns={keyFields.flatMap((field) => props.columns.filter((column) => column.field === field))}
            ariaLabel={props.ariaLabel}
            empty={props.empty}
            loading={loading}
            href={rowHref}
          />
          <CardPager page={page} state={state} />
        </>
      ) : (
        <GridTable<R>
          view={props.view}
          columns={props.columns}
          empty={props.empty}
          ariaLabel={props.ariaLabel}
          loading={loading}
          navigate={navigate}
          onRowClick={
            rowHref
              ? (row) => {
                  const href = rowHref(row);
                  if (href) push(href);
                }
              : undefined
          }
          onVisibleColumns={onVisibleColumns}
        />
      )}
      {page.totalIsEstimate ? (
        <Typography variant="body2" color="text.secondary">
          {t("beyondWindow", { count: about, window: format.number(LIST_WINDOW) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
