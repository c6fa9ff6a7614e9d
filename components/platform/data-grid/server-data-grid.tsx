"use client";
import SearchIcon from "@mui/icons-material/Search";
import { Box, InputAdornment, Paper, Stack, TextField, Typography, useMediaQuery } from "@mui/material";
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from "@mui/x-data-grid";
import { daDK, enUS } from "@mui/x-data-grid/locales";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState, useTransition, type ReactNode } from "react";
import { DEFAULT_PAGE_SIZE, LIST_WINDOW, PAGE_SIZES } from "@/lib/platform/lists/paging";
import type { ListView } from "@/lib/platform/lists/url-state";
import { ExportMenu } from "./export-menu";
import { useLanguage } from "@/lib/platform/i18n/use-language";

type Props<R extends GridValidRowModel> = {
  /** The page the server rendered and the list state (from the URL) that produced it. */
  view: ListView<R>;
  columns: GridColDef<R>[];
  /** Shown when there are no rows: what to do. */
  empty: ReactNode;
  searchLabel?: string;
  /** Extra filters above the grid (they write their own URL parameters). */
  toolbar?: ReactNode;
  onRowHref?: (row: R) => string | undefined;
  ariaLabel: string;
  /** The key columns a phone shows (status included); the others are hidden there. */
  phoneColumns?: string[];
};

/**
 * THE data grid: MUI X Data Grid in server mode. Paging, sort and the text filter live in the URL;
 * the server renders the first page and every change is a navigation that renders the next.
 * A list larger than LIST_WINDOW rows has an estimated total, shown as such ("about 1.2 million"),
 * and pages through its first LIST_WINDOW rows in the chosen order.
 */
export function ServerDataGrid<R extends GridValidRowModel>(props: Props<R>) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const locale = useLanguage();
  const format = useFormatter();
  const t = useTranslations("grid");
  const { page, state } = props.view;
  const q = state.filters.q;
  const [search, setSearch] = useState(q ?? "");
  const apiRef = useGridApiRef();
  // while the next page renders on the server the grid shows skeleton rows, not the stale ones
  const [loading, startLoading] = useTransition();

  const navigate = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    startLoading(() => router.replace(`${pathname}?${next.toString()}`, { scroll: false }));
  };

  useEffect(() => {
    if (search === (q ?? "")) return;
    const timer = setTimeout(() => navigate({ q: search, page: undefined }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const sortModel: GridSortModel = [{ field: state.sort.field, sort: state.sort.direction }];
  // on a phone only the key columns, sharing the width instead of their desktop minimum widths
  // (below the theme's sm breakpoint, 600 px)
  const phone = useMediaQuery("(max-width: 599.95px)") && !!props.phoneColumns;
  const columns = props.columns.map((column) => ({
    ...column,
    sortable: state.sortable.includes(column.field),
    ...(phone ? { minWidth: 0, flex: column.flex ?? 1 } : {}),
  }));
  const columnVisibilityModel = phone
    ? Object.fromEntries(props.columns.map((column) => [column.field, props.phoneColumns!.includes(column.field)]))
    : undefined;
  const localeText = (locale === "da" ? daDK : enUS).components.MuiDataGrid.defaultProps.localeText;
  const estimate = page.totalIsEstimate === true;
  const about = format.number(page.totalElements, {
    notation: "compact",
    compactDisplay: "long",
    maximumSignificantDigits: 2,
  });
  const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    estimate
      ? t("displayedRowsEstimate", { from: format.number(from), to: format.number(to), count: about })
      : t("displayedRows", { from: format.number(from), to: format.number(to), count: format.number(count) });

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: "center" }, flexWrap: "wrap" }}
      >
        {props.searchLabel ? (
          <TextField
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            label={props.searchLabel}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: { sm: 280 } }}
          />
        ) : null}
        {props.toolbar}
        {props.view.exportPath ? (
          <ExportMenu
            path={props.view.exportPath}
            formats={props.view.exportFormats}
            state={state}
            visibleColumns={() => apiRef.current?.getVisibleColumns().map((column) => column.field) ?? []}
          />
        ) : null}
      </Stack>
      <Paper variant="outlined" sx={{ width: "100%", overflow: "hidden" }}>
        <DataGrid<R>
          apiRef={apiRef}
          aria-label={props.ariaLabel}
          rows={page.content}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          // an estimated list pages through the rows it reaches, which are known to exist
          rowCount={estimate ? LIST_WINDOW : page.totalElements}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: "skeleton", noRowsVariant: "skeleton" } }}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          pageSizeOptions={[...PAGE_SIZES]}
          paginationModel={{ page: state.page, pageSize: state.size }}
          onPaginationModelChange={(model) =>
            navigate({
              page: model.page ? String(model.page) : undefined,
              size: model.pageSize === DEFAULT_PAGE_SIZE ? undefined : String(model.pageSize),
            })
          }
          sortModel={sortModel}
          // a list is always sorted (by its default when the URL names no sort)
          sortingOrder={["asc", "desc"]}
          onSortModelChange={(model) => {
            if (model[0]) navigate({ sort: `${model[0].field},${model[0].sort}`, page: undefined });
          }}
          onRowClick={(params: GridRowParams<R>) => {
            const href = props.onRowHref?.(params.row);
            if (href) router.push(href);
          }}
          localeText={{ ...localeText, noRowsLabel: t("noRows"), paginationDisplayedRows: displayedRows }}
          slots={{
            noRowsOverlay: () => (
              <Box sx={{ display: "grid", placeItems: "center", height: "100%", p: 3, textAlign: "center" }}>
                <Typography color="text.secondary">{props.empty}</Typography>
              </Box>
            ),
          }}
          sx={{ border: 0, "& .MuiDataGrid-row": { cursor: props.onRowHref ? "pointer" : undefined } }}
        />
      </Paper>
      {estimate ? (
        <Typography variant="body2" color="text.secondary">
          {t("beyondWindow", { count: about, window: format.number(LIST_WINDOW) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
