// How many index entries each term matches, as PostgreSQL's statistics estimate it. The search
// looks a rare term up in the GIN index and checks a common one on the entries found otherwise:
// a prefix's posting lists are read whole, so a word in a tenth of a million entries costs the
// index far more than checking it on the few hundred entries the search ranks (statement.ts).
// The planner's own choice misjudges that cost (docs/performance.md, "Search"). The estimates are
// asked in one round trip and kept for a while: they move only as the index grows.
import "server-only";
import { pool } from "@/lib/platform/db";

/** A term matching more entries than this is checked on the entries, not looked up in the index. */
export const COMMON_TERM_ENTRIES = 20_000;

const KEPT_MS = 10 * 60_000;
const KEPT_TERMS = 5_000;
const known = new Map<string, { entries: number; until: number }>();

// only the characters a tsquery literal of the search holds (tsquery.ts), and its quotes doubled
const SAFE_QUERY = /^[\p{L}\p{N}' :*|&()-]+$/u;
const literal = (query: string) => {
  if (!SAFE_QUERY.test(query)) throw new Error("Not a search query literal");
  return `'${query.replaceAll("'", "''")}'::tsquery`;
};

type Plan = { "QUERY PLAN": { Plan: { "Plan Rows": number } }[] };

/** The estimated number of entries each query matches, by query. */
export async function estimatedEntries(queries: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const now = Date.now();
  const missing = [...new Set(queries)].filter((query) => (known.get(query)?.until ?? 0) <= now);
  if (missing.length) {
    // plans only (no row is read), several in one simple-protocol round trip: hence literals, not parameters
    const text = missing
      .map((query) => `EXPLAIN (FORMAT JSON) SELECT 1 FROM "SearchEntry" e WHERE e."document" @@ ${literal(query)}`)
      .join(";\n");
    const results = await pool().query(text);
    const answers = (Array.isArray(results) ? results : [results]) as { rows: Plan[] }[];
    missing.forEach((query, index) => {
      if (known.size >= KEPT_TERMS) known.delete(known.keys().next().value!);
      known.set(query, {
        entries: Number(answers[index].rows[0]["QUERY PLAN"][0].Plan["Plan Rows"]),
        until: now + KEPT_MS,
      });
    });
  }
  return new Map(queries.map((query) => [query, known.get(query)?.entries ?? 0]));
}
