"use client";
import { Box, Paper, Typography } from "@mui/material";
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from "@mui/x-data-grid";
import { daDK, enUS } from "@mui/x-data-grid/locales";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { DEFAULT_PAGE_SIZE, LIST_WINDOW, PAGE_SIZES } from "@/lib/platform/lists/paging";
import type { ListView } from "@/lib/platform/lists/url-state";
import { useLanguage } from "@/lib/platform/i18n/use-language";
import { useDisplayedRows } from "./displayed-rows";

export type GridTableProps<R extends GridValidRowModel> = {
  view: ListView<R>;
  columns: GridColDef<R>[];
  empty: ReactNode;
  ariaLabel: string;
  loading: boolean;
  navigate: (changes: Record<string, string | undefined>) => void;
  onRowClick?: (row: R) => void;
  /** Given how to read the fields the grid shows, for the export (the user may hide or move columns). */
  onVisibleColumns: (read: (() => string[]) | null) => void;
};

/**
 * The wide layout of a list: MUI X Data Grid in server mode. Loaded only where it is shown, so that
 * a phone, which shows the list as cards, never loads its script.
 */
export function GridTable<R extends GridValidRowModel>(props: GridTableProps<R>) {
  const locale = useLanguage();
  const t = useTranslations("grid");
  const apiRef = useGridApiRef();
  const { view, navigate } = props;
  const { page, state } = view;
  const displayedRows = useDisplayedRows(page);

  const { onVisibleColumns } = props;
  useEffect(() => {
    onVisibleColumns(() => apiRef.current?.getVisibleColumns().map((column) => column.field) ?? []);
    return () => onVisibleColumns(null);
  }, [apiRef, onVisibleColumns]);

  const sortModel: GridSortModel = [{ field: state.sort.field, sort: state.sort.direction }];
  const columns = props.columns.map((column) => ({ ...column, sortable: state.sortable.includes(column.field) }));
  const localeText = (locale === "da" ? daDK : enUS).components.MuiDataGrid.defaultProps.localeText;
  return (
    <Paper variant="outlined" sx={{ width: "100%", overflow: "hidden" }}>
      <DataGrid<R>
        apiRef={apiRef}
        aria-label={props.ariaLabel}
        rows={page.content}
        columns={columns}
        // an estimated list pages through the rows it reaches, which are known to exist
        rowCount={page.totalIsEstimate ? LIST_WINDOW : page.totalElements}
        loading={props.loading}
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
        onRowClick={(params: GridRowParams<R>) => props.onRowClick?.(params.row)}
        localeText={{ ...localeText, noRowsLabel: t("noRows"), paginationDisplayedRows: displayedRows }}
        slots={{
          noRowsOverlay: () => (
            <Box sx={{ display: "grid", placeItems: "center", height: "100%", p: 3, textAlign: "center" }}>
              <Typography color="text.secondary">{props.empty}</Typography>
            </Box>
          ),
        }}
        sx={{ border: 0, "& .MuiDataGrid-row": { cursor: props.onRowClick ? "pointer" : undefined } }}
      />
    </Paper>
  );
}
