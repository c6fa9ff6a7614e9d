import type { z } from "zod";
import { readListParams } from "@/lib/list-params";

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
