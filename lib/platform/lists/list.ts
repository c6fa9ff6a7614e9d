// THE declaration of a list: the table it pages, the fields it sorts by (each with its column),
// the default sort and the filters. The API's query schema and sort whitelist, the server page's
// URL state and the grid's sortable columns are all read from it. Client-safe.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Sort, type SortDirection } from "./paging";
import { EXPORT_FORMATS } from "./export/format";

/** A page of a list: its number from 0 and its size (bounded by MAX_PAGE_SIZE). */
export const pageFields = {
  // a page beyond the window is answered by the list itself (400 page_too_deep), not here
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
};

const pagingSchema = z.object({
  ...pageFields,
  sort: z.union([z.string(), z.array(z.string())]).optional(),
  // the whole list (this filter and sort, every page) as a file instead of a page (lists/export)
  format: z
    .enum(EXPORT_FORMATS)
    .optional()
    .describe("Answer every row of the list (this filter and sort) as a CSV or XLSX attachment instead of a page"),
  columns: z
    .string()
    .max(2000)
    .optional()
    .describe("With format: the columns to export, comma-separated, in order (default: all the list exports)"),
});

export type ModelName = Prisma.ModelName;
/** The scalar columns of a model (the table has the model's name). */
export type ColumnOf<M extends ModelName> = keyof Prisma.TypeMap["model"][M]["fields"] & string;

type QuerySchema<Shape extends z.ZodRawShape> = ReturnType<typeof pagingSchema.extend<Shape>>;

export type ListDeclaration<F extends string = string, Shape extends z.ZodRawShape = z.ZodRawShape> = {
  readonly table: ModelName;
  /** Sort field → the column of `table` that an index `(tenant, column, id)` serves. */
  readonly columns: Readonly<Record<F, string>>;
  readonly sortFields: readonly F[];
  readonly defaultSort: Sort<F>;
  /** The query parameters that filter the list (the grid keeps them in the URL). */
  readonly filterNames: readonly string[];
  /** The API's query schema: page, size, sort and the filters. */
  readonly query: QuerySchema<Shape>;
};

export type ListQuery<L> = L extends ListDeclaration<string, infer Shape> ? z.output<QuerySchema<Shape>> : never;

export function defineList<
  M extends ModelName,
  const C extends Record<string, ColumnOf<M>>,
  Shape extends z.ZodRawShape = Record<never, never>,
>(spec: {
  table: M;
  sort: C;
  defaultSort: `${keyof C & string},${SortDirection}`;
  filters?: Shape;
}): ListDeclaration<keyof C & string, Shape> {
  type F = keyof C & string;
  const sortFields = Object.keys(spec.sort) as F[];
  const [field, direction] = spec.defaultSort.split(",") as [F, SortDirection];
  const filters = (spec.filters ?? {}) as Shape;
  return {
    table: spec.table,
    columns: spec.sort,
    sortFields,
    defaultSort: { field, direction },
    filterNames: Object.keys(filters),
    query: pagingSchema.extend(filters),
  };
}

/**
 * THE reading of `sort=field,direction` (direction defaults to asc): the declaration's default when
 * absent, null when it names a field the list cannot sort by, has a bad direction, or repeats.
 */
export function parseSort<F extends string>(
  list: ListDeclaration<F>,
  raw: string | readonly string[] | undefined,
): Sort<F> | null {
  if (raw === undefined) return list.defaultSort;
  const values = typeof raw === "string" ? [raw] : raw;
  if (values.length !== 1) return null;
  const [field, direction = "asc", ...rest] = values[0].split(",").map((part) => part.trim());
  if (rest.length || !(list.sortFields as readonly string[]).includes(field)) return null;
  if (direction !== "asc" && direction !== "desc") return null;
  return { field: field as F, direction };
}

/** The `sort` parameter of a sort. */
export const sortParam = (sort: Sort) => `${sort.field},${sort.direction}`;
