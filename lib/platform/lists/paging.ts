// Paged lists: `page` (from 0), `size` (capped) and `sort=field,asc|desc` on declared fields.
// Shared by the API, the server pages and the grids (no server code, and no zod: the grids load it).

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * How far a list reaches in one sort order: pages start within its first LIST_WINDOW rows, and a
 * total up to LIST_WINDOW is counted exactly. Larger totals are estimated, and the rows beyond the
 * window are reached by reversing the sort or narrowing the filter. An offset costs a walk over
 * every row before it, and an exact count a walk over every row; the window bounds both.
 */
export const LIST_WINDOW = 10_000;

/**
 * One page. `totalIsEstimate` is present (and true) only when the list holds more than
 * LIST_WINDOW rows: `totalElements` is then PostgreSQL's estimate, rounded to two significant digits.
 */
export type Page<T> = { totalElements: number; totalIsEstimate?: true; content: T[] };
export type SortDirection = "asc" | "desc";
export type Sort<F extends string = string> = { field: F; direction: SortDirection };

/** Whether a page starts within the rows a list reaches in one sort order. */
export const isReachable = (page: number, size: number) => page * size < LIST_WINDOW;

/** The last page that starts within the window, for lists larger than it. */
export const lastReachablePage = (size: number) => Math.ceil(LIST_WINDOW / size) - 1;

/** An exact total. */
export const pageOf = <T>(totalElements: number, content: T[]): Page<T> => ({ totalElements, content });

/** A total that is only known roughly, shown with two significant digits (1,234,567 → 1,200,000). */
export function estimatedPage<T>(estimate: number, content: T[]): Page<T> {
  const rounded = Number(Math.max(1, Math.round(estimate)).toPrecision(2));
  return { totalElements: rounded, totalIsEstimate: true, content };
}

/** The row type of a list function (a function answering a Page), for the grid that shows it. */
export type RowOf<F extends (...args: never[]) => Promise<Page<unknown>>> = Awaited<ReturnType<F>>["content"][number];
