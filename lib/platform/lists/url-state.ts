import type { z } from "zod";

// The list state kept in the URL (page from 0, size, sort=field,dir, q), shared by server pages
// that render the first page and the grid that changes it.

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type ListParams = { page: number; size: number; sort?: string; q?: string } & Record<
  string,
  string | number | undefined
>;

/** A sort on a field the list cannot sort by is replaced by the default. */
function sortOrDefault(sort: string | undefined, fallback: string | undefined, sortable?: readonly string[]) {
  if (!sort) return fallback;
  const [field, direction = "asc"] = sort.split(",");
  return (!sortable || sortable.includes(field)) && ["asc", "desc"].includes(direction) ? sort : fallback;
}

export function readListParams(
  searchParams: Record<string, string | string[] | undefined>,
  defaults: { size?: number; sort?: string; sortable?: readonly string[] } = {},
): ListParams {
  const one = (key: string) => {
    const value = searchParams[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const page = Math.max(0, Number.parseInt(one("page") ?? "0", 10) || 0);
  const size = Number.parseInt(one("size") ?? "", 10);
  const params: ListParams = {
    page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : (defaults.size ?? 20),
    sort: sortOrDefault(one("sort"), defaults.sort, defaults.sortable),
    q: one("q") || undefined,
  };
  for (const [key, value] of Object.entries(searchParams)) {
    if (!(key in params) && typeof value === "string" && value) params[key] = value;
  }
  return params;
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The list query of a server page from its URL, checked with the API's own query schema. A page
 * opened with a hand-edited URL shows the list without the parts that are not valid (an unknown
 * sort or filter value) instead of failing.
 */
export function listQueryFromUrl<S extends z.ZodType<object>>(
  searchParams: SearchParams,
  schema: S,
  sortFields: readonly string[],
): z.output<S> {
  const params: Record<string, unknown> = { ...readListParams(searchParams) };
  const [field, direction = "asc", ...rest] = String(params.sort ?? "").split(",");
  if (!sortFields.includes(field) || !["asc", "desc"].includes(direction) || rest.length) delete params.sort;
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(params).filter(([key]) => !invalid.has(key))));
}
