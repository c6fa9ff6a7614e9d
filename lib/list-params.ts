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

/**
 * The list query a server page passes to a data function: the URL's values when the API's schema
 * accepts them, else the schema's defaults (a hand-edited URL shows the first page, not an error).
 */
export function listQueryFrom<S extends { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>(
  schema: S,
  params: ListParams,
): NonNullable<ReturnType<S["safeParse"]>["data"]> {
  const parsed = schema.safeParse(params);
  return (parsed.success ? parsed.data : schema.safeParse({}).data) as NonNullable<ReturnType<S["safeParse"]>["data"]>;
}
