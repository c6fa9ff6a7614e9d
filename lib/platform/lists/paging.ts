// Paged lists: `page` (from 0), `size` (capped) and `sort=field,asc|desc` on whitelisted fields.
import { z } from "zod";
import { badRequest } from "@/lib/platform/api/errors";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export type Page<T> = { totalElements: number; content: T[] };
export type SortDirection = "asc" | "desc";
export type Paging<F extends string = string> = {
  page: number;
  size: number;
  sort: { field: F; direction: SortDirection }[];
};

export const pagingSchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
  sort: z.union([z.string(), z.array(z.string())]).optional(),
});

/** Parses `sort` values against the allowed fields; anything else is a 400. */
export function parseSort<F extends string>(
  raw: string | string[] | undefined,
  allowed: readonly F[],
  fallback: { field: F; direction: SortDirection }[],
): { field: F; direction: SortDirection }[] {
  if (raw === undefined) return fallback;
  const values = Array.isArray(raw) ? raw : [raw];
  return values.map((value) => {
    const [field, direction = "asc"] = value.split(",").map((part) => part.trim());
    if (!(allowed as readonly string[]).includes(field) || (direction !== "asc" && direction !== "desc")) {
      throw badRequest("invalid_sort", `Cannot sort by "${value}"; allowed fields: ${allowed.join(", ")}`, {
        sort: `allowed: ${allowed.join(", ")}`,
      });
    }
    return { field: field as F, direction };
  });
}

export const pageOf = <T>(totalElements: number, content: T[]): Page<T> => ({ totalElements, content });
