// How many index entries each term matches, as PostgreSQL's statistics estimate it. The search
// looks a rare term up in the GIN index and checks a common one on the entries found otherwise:
// a prefix's posting lists are read whole, so a word in 100,000 entries costs the index far more
// than checking it on the few hundred entries the search ranks (statement.ts).
// The planner's own choice misjudges that cost (docs/performance.md, "Search"). The estimates are
// asked in one round trip and kept for a while: they move only as the index grows.
import "server-only";
import { pool } from "@/lib/platform/db";
import { knownValues } from "./known";

/** A term matching more entries than this is checked on the entries, not looked up in the index. */
export const COMMON_TERM_ENTRIES = 20_000;

const known = knownValues<number>(5_000, 10 * 60_000);

// only the characters a tsquery literal of the search holds (tsquery.ts), and its quotes doubled
const SAFE_QUERY = /^[\p{L}\p{N}' :*|&()-]+$/u;
const literal = (query: string) => {
  if (!SAFE_QUERY.test(query)) throw new Error("Not a search query literal");
  return `'${query.replaceAll("'", "''")}'::tsquery`;
};

type Plan = { "QUERY PLAN": { Plan: { "Plan Rows": number } }[] };

/** The estimated number of entries each query matches, by query. */
export async function estimatedEntries(queries: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const missing = [...new Set(queries)].filter((query) => known.get(query) === undefined);
  if (missing.length) {
    // plans only (no row is read), several in one simple-protocol round trip: hence literals, not parameters
    const text = missing
      .map((query) => `EXPLAIN (FORMAT JSON) SELECT 1 FROM "SearchEntry" e WHERE e."document" @@ ${literal(query)}`)
      .join(";\n");
    const results = (await pool().query(text)) as unknown as { rows: Plan[] } | { rows: Plan[] }[];
    const answers = Array.isArray(results) ? results : [results];
    missing.forEach((query, index) =>
      known.set(query, Number(answers[index].rows[0]["QUERY PLAN"][0].Plan["Plan Rows"])),
    );
  }
  return new Map(queries.map((query) => [query, known.get(query) ?? 0]));
}
