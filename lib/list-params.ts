// The list state kept in the URL (page from 0, size, sort=field,dir, q), shared by server pages
// that render the first page and the grid that changes it.

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type ListParams = { page: number; size: number; sort?: string; q?: string } & Record<string, string | number | undefined>;

export function readListParams(
  searchParams: Record<string, string | string[] | undefined>,
  defaults: { size?: number; sort?: string } = {},
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
    sort: one("sort") ?? defaults.sort,
    q: one("q") || undefined,
  };
  for (const [key, value] of Object.entries(searchParams)) {
    if (!(key in params) && typeof value === "string" && value) params[key] = value;
  }
  return params;
}
