// The due list's state from its screen's address, checked with the API's own query schema. Pure.
import { PAGE_SIZES } from "@/lib/platform/lists/paging";
import type { DashboardWho } from "./due-links";
import { dueListQuerySchema, type DueListQuery } from "./due-schema";

type SearchParams = Record<string, string | string[] | undefined>;

const FIELDS = ["page", "size", "status", "source", "organizationId", "responsibleUserId"] as const;

/**
 * "Mine" (the default, as on the dashboard) or everyone's, and the query. A hand-edited address
 * shows the list without the parts that are not valid, instead of failing; a size the pager does
 * not offer falls back to the default.
 */
export function dueListStateFromUrl(params: SearchParams): { who: DashboardWho; query: DueListQuery } {
  const one = (name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
  let input: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = one(name);
    if (value) input[name] = value;
  }
  if (input.size && !(PAGE_SIZES as readonly number[]).includes(Number(input.size))) delete input.size;
  let parsed = dueListQuerySchema.safeParse(input);
  if (!parsed.success) {
    const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    input = Object.fromEntries(Object.entries(input).filter(([name]) => !invalid.has(name)));
    parsed = dueListQuerySchema.safeParse(input);
  }
  const query = parsed.success ? parsed.data : dueListQuerySchema.parse({});
  return { who: one("who") === "everyone" ? "everyone" : "mine", query: { ...query, format: undefined } };
}
