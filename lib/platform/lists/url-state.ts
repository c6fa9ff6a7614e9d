// The list state kept in the URL (page from 0, size, sort=field,dir and the declared filters),
// read by the server page that renders the list and handed to the grid that changes it.
import type { z } from "zod";
import { parseSort, sortParam, type ListDeclaration, type ListQuery } from "./list";
import { DEFAULT_PAGE_SIZE, isReachable, PAGE_SIZES, type Page, type Sort } from "./paging";

type SearchParams = Record<string, string | string[] | undefined>;

/** What the grid needs to show and change the list; plain data, so a server page can pass it on. */
export type ListState = {
  page: number;
  size: number;
  sort: Sort;
  /** The declared filters present in the URL, as written there (`q` is the search box). */
  filters: Record<string, string>;
  /** The fields the list declares as sortable (the grid's other columns are not). */
  sortable: readonly string[];
};

/** A file a list's endpoint answers: every list's CSV and XLSX, and a PDF where the endpoint writes one. */
export type ExportChoice = "csv" | "xlsx" | "pdf";

/**
 * A rendered list: one page of rows and the state that produced it; `exportPath`, the list's API
 * endpoint, gives the grid its export, as CSV and XLSX unless `exportFormats` says otherwise.
 */
export type ListView<R> = {
  page: Page<R>;
  state: ListState;
  exportPath?: string;
  exportFormats?: readonly ExportChoice[];
};

/**
 * The list state and the API's own list query from a server page's URL. A hand-edited URL shows
 * the list without the parts that are not valid (an unknown sort, a filter value the API would
 * refuse, a page beyond the list's window) instead of failing.
 */
export function listStateFromUrl<L extends ListDeclaration>(
  searchParams: SearchParams,
  list: L,
): { state: ListState; query: ListQuery<L> } {
  const one = (key: string) => {
    const value = searchParams[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const requestedSize = Number.parseInt(one("size") ?? "", 10);
  const size = (PAGE_SIZES as readonly number[]).includes(requestedSize) ? requestedSize : DEFAULT_PAGE_SIZE;
  const requestedPage = Number.parseInt(one("page") ?? "0", 10);
  const page = requestedPage > 0 && isReachable(requestedPage, size) ? requestedPage : 0;
  const sort = parseSort(list, one("sort")) ?? list.defaultSort;

  let filters: Record<string, string> = {};
  for (const name of list.filterNames) {
    const value = one(name);
    if (value) filters[name] = value;
  }
  const schema = list.query as unknown as z.ZodType<ListQuery<L>>;
  const input = () => ({ page, size, sort: sortParam(sort), ...filters });
  let parsed = schema.safeParse(input());
  if (!parsed.success) {
    const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    filters = Object.fromEntries(Object.entries(filters).filter(([name]) => !invalid.has(name)));
    parsed = schema.safeParse(input());
  }
  if (!parsed.success) throw parsed.error;
  return { state: { page, size, sort, filters, sortable: list.sortFields }, query: parsed.data };
}
