// List endpoints: paging and whitelisted sort on top of any filter schema, turned into Prisma
// arguments. Ties are broken by id so pages never overlap.
import { z } from "zod";
import { MAX_PAGE_SIZE, pageOf, pagingSchema, parseSort, type Page, type SortDirection } from "./paging";

export function listQuery<F extends z.ZodRawShape>(filters: F) {
  return pagingSchema.extend(filters);
}

export type SortMap<S extends string> = Record<S, (direction: SortDirection) => object>;

export function pageArgs<S extends string>(
  query: { page: number; size: number; sort?: string | string[] },
  sortMap: SortMap<S>,
  fallback: { field: S; direction: SortDirection },
) {
  const sort = parseSort(query.sort, Object.keys(sortMap) as S[], [fallback]);
  return {
    skip: query.page * query.size,
    take: Math.min(query.size, MAX_PAGE_SIZE),
    orderBy: [...sort.map(({ field, direction }) => sortMap[field](direction)), { id: "asc" as const }],
  };
}

/** Runs the count and the page together. */
export async function pageFrom<T>(count: Promise<number>, rows: Promise<T[]>): Promise<Page<T>> {
  const [total, content] = await Promise.all([count, rows]);
  return pageOf(total, content);
}

/** `?q=` text search on a column, case-insensitive. */
export const containsText = (value: string | undefined) =>
  value ? { contains: value, mode: "insensitive" as const } : undefined;
