// The search: what was typed, read as terms; the organizations below the active one with what the
// person may open in each; one statement over the index; the answer grouped by kind.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { queryRows } from "@/lib/platform/lists/query";
import { searchAnswer, type SearchRow } from "./answer";
import { SEARCH_KINDS, searchKind } from "./kinds";
import { parseSearch, termLabels } from "./query";
import { allowedPairs, searchedOrganizations } from "./reach";
import type { SearchAnswer, SearchQuery } from "./schema";
import { searchQueries } from "./plan";
import { searchStatement } from "./statement";

export async function search(org: OrgContext, query: SearchQuery): Promise<SearchAnswer> {
  const terms = parseSearch(query.q ?? "");
  if (!terms.length) return { terms: [], partial: false, groups: [] };
  const [organizations, queries] = await Promise.all([searchedOrganizations(org), searchQueries(terms)]);
  const kinds = query.kind ? SEARCH_KINDS.filter((kind) => kind === searchKind(query.kind!)) : SEARCH_KINDS;
  const pairs = allowedPairs(organizations, kinds);
  if (!pairs.organizationIds.length) return { terms: termLabels(terms), partial: false, groups: [] };
  // not prepared: the plan is made for these terms, whose frequency decides it
  const rows = await queryRows<SearchRow>(
    searchStatement(queries, { ...pairs, archived: query.archived === "true", perKind: query.limit }),
    { prepared: false },
  );
  const names = new Map(organizations.map((organization) => [organization.id, organization.name]));
  return searchAnswer(terms, termLabels(terms), rows, org.organizationId, names);
}
