"use client";
import SearchIcon from "@mui/icons-material/Search";
import { Box, InputAdornment, Paper, Stack, TextField, Typography } from "@mui/material";
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from "@mui/x-data-grid";
import { daDK, enUS } from "@mui/x-data-grid/locales";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { PAGE_SIZES } from "@/lib/platform/lists/url-state";

type Props<R extends GridValidRowModel> = {
  rows: R[];
  rowCount: number;
  columns: GridColDef<R>[];
  /** The list state the server rendered (from the URL). */
  page: number;
  size: number;
  sort?: string;
  q?: string;
  /** Column fields the API can sort by; others are not sortable. */
  sortable: readonly string[];
  /** Shown when there are no rows: what to do. */
  empty: ReactNode;
  searchLabel?: string;
  /** Extra filters above the grid (they write their own URL parameters). */
  toolbar?: ReactNode;
  onRowHref?: (row: R) => string | undefined;
  ariaLabel: string;
};

/**
 * THE data grid: MUI X Data Grid in server mode. Paging, sort and the text filter live in the URL;
 * the server renders the first page and every change is a navigation that renders the next.
 */
export function ServerDataGrid<R extends GridValidRowModel>(props: Props<R>) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const locale = useLocale();
  const t = useTranslations("grid");
  const [search, setSearch] = useState(props.q ?? "");

  const navigate = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };

  useEffect(() => {
    if (search === (props.q ?? "")) return;
    const timer = setTimeout(() => navigate({ q: search, page: undefined }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const [sortField, sortDirection] = (props.sort ?? "").split(",");
  const sortModel: GridSortModel = sortField
    ? [{ field: sortField, sort: sortDirection === "desc" ? "desc" : "asc" }]
    : [];
  const columns = props.columns.map((column) => ({ ...column, sortable: props.sortable.includes(column.field) }));
  const localeText = (locale === "da" ? daDK : enUS).components.MuiDataGrid.defaultProps.localeText;

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
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
      </Stack>
      <Paper variant="outlined" sx={{ width: "100%", overflow: "hidden" }}>
        <DataGrid<R>
          aria-label={props.ariaLabel}
          rows={props.rows}
          columns={columns}
          rowCount={props.rowCount}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          pageSizeOptions={[...PAGE_SIZES]}
          paginationModel={{ page: props.page, pageSize: props.size }}
          onPaginationModelChange={(model) =>
            navigate({
              page: model.page ? String(model.page) : undefined,
              size: model.pageSize === 20 ? undefined : String(model.pageSize),
            })
          }
          sortModel={sortModel}
          onSortModelChange={(model) =>
            navigate({ sort: model[0] ? `${model[0].field},${model[0].sort}` : undefined, page: undefined })
          }
          onRowClick={(params: GridRowParams<R>) => {
            const href = props.onRowHref?.(params.row);
            if (href) router.push(href);
          }}
          localeText={{ ...localeText, noRowsLabel: t("noRows") }}
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
    </Stack>
  );
}
