// What each word is looked for as: its English and Danish stems and the word as written (the
// dictionaries the index's documents are made with, migration search_index), the longer ones
// that a shorter one starts left out. Asked of PostgreSQL once per word and kept: a word's stems
// never change.
import "server-only";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { knownValues } from "./known";
import { prunedStems } from "./tsquery";

const known = knownValues<readonly string[]>(5_000, 24 * 60 * 60_000);

/** A prefix query's text as PostgreSQL writes it ('brandsluk':*), or undefined for a stop word. */
const lexemeOf = (query: string) => /^'((?:[^']|'')+)':\*$/.exec(query)?.[1].replaceAll("''", "'");

export async function stemsOf(words: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>> {
  const missing = [...new Set(words.filter((word) => !known.get(word)))];
  if (missing.length) {
    const rows = await queryRows<{ word: string; queries: string[] }>(sql`
      SELECT w."word", ARRAY[to_tsquery('english'::regconfig, w."word" || ':*')::text,
                             to_tsquery('danish'::regconfig, w."word" || ':*')::text,
                             to_tsquery('simple'::regconfig, w."word" || ':*')::text] AS "queries"
      FROM unnest(${missing}::text[]) AS w("word")`);
    for (const row of rows) {
      const stems = row.queries.map(lexemeOf).filter((stem): stem is string => Boolean(stem));
      known.set(row.word, prunedStems(stems.length ? stems : [row.word]));
    }
  }
  return new Map(words.map((word) => [word, known.get(word) ?? [word]]));
}
