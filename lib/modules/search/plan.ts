// The search's queries for a set of terms: each word by its stems, each term looked up in the
// index when it is rare and checked on the entries found when it is common (frequency.ts); with
// common terms only, the organization's entries are read up to a budget (statement.ts).
import "server-only";
import { COMMON_TERM_ENTRIES, estimatedEntries } from "./frequency";
import type { SearchTerm } from "./query";
import type { SearchQueries } from "./statement";
import { stemsOf } from "./stems";
import { allOf, passageQueryText, termQueryText } from "./tsquery";

export async function searchQueries(terms: readonly SearchTerm[]): Promise<SearchQueries> {
  const stems = await stemsOf(terms.flatMap((term) => (term.word ? [term.word] : [])));
  const queries = terms.map((term) => termQueryText(term, stems));
  const entries = await estimatedEntries(queries);
  const count = (query: string) => entries.get(query) ?? 0;
  const rare = queries.filter((query) => count(query) <= COMMON_TERM_ENTRIES);
  return {
    lookup: allOf(rare),
    check: allOf(queries.filter((query) => !rare.includes(query))),
    rank: allOf(queries)!,
    passage: passageQueryText(terms),
  };
}
