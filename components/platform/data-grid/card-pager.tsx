"use client";
import { TablePagination } from "@mui/material";
import { useTranslations } from "next-intl";
import { DEFAULT_PAGE_SIZE, LIST_WINDOW, PAGE_SIZES, type Page } from "@/lib/platform/lists/paging";
import type { ListState } from "@/lib/platform/lists/url-state";
import { useDisplayedRows } from "./displayed-rows";

/** The pager under a list's cards: the same pages, sizes and words as the grid's. */
export function CardPager(props: {
  page: Page<unknown>;
  state: ListState;
  navigate: (changes: Record<string, string | undefined>) => void;
}) {
  const t = useTranslations("grid");
  const displayedRows = useDisplayedRows(props.page);
  const { state, page } = props;
  if (!page.content.length && state.page === 0) return null;
  return (
    <TablePagination
      component="div"
      count={page.totalIsEstimate ? LIST_WINDOW : page.totalElements}
      page={state.page}
      rowsPerPage={state.size}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, next) => props.navigate({ page: next ? String(next) : undefined })}
      onRowsPerPageChange={(event) => {
        const size = Number(event.target.value);
        props.navigate({ page: undefined, size: size === DEFAULT_PAGE_SIZE ? undefined : String(size) });
      }}
      labelRowsPerPage={t("rowsPerPage")}
      labelDisplayedRows={displayedRows}
      getItemAriaLabel={(type) => t(`pages.${type}`)}
      sx={{ "& .MuiTablePagination-toolbar": { px: 0, flexWrap: "wrap" } }}
    />
  );
}
