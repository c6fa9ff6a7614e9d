// The search as one SQL statement: the terms as a text-search query over the index's documents,
// the (organization, kind) pairs the person may open, ranked hits grouped by kind with a count,
// and for the hits returned (only those) the passage of their text that matched.
import "server-only";
import { sql, type Sql } from "@/lib/platform/lists/query";
import { MARK_END, MARK_START } from "./highlight";

/**
 * How many matching entries are ranked at most; beyond it a group's count says "at least". The
 * first ones found are ranked, so a word in a fifth of a million records costs what a rarer one
 * does: typing further narrows the matches below it, and then the ranking is over all of them
 * (docs/performance.md, "Search").
 */
const CANDIDATE_LIMIT = 200;

/**
 * How many of the organization's entries a search of common words only reads at most, in the
 * table's order, to find its candidates. Common words are each in thousands of entries, so the
 * candidates are found long before it (a word in 2 % of them: in 10,000 entries); only common words
 * that are seldom together, or common elsewhere but rare here, reach it, and the answer then says
 * that it looked at part of the records (`partial`).
 */
const SCAN_BUDGET = 20_000;

const PASSAGE_OPTIONS = `MaxFragments=1, MaxWords=18, MinWords=8, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`;

/**
 * The text-search queries (tsquery literals, tsquery.ts): `lookup` the rare terms, looked up in the
 * GIN index (null when every term is common); `check` the common ones, checked on each entry found
 * (through a function call, which no index serves); `rank` all of them; `passage` the words as
 * typed, for the passage shown.
 */
export type SearchQueries = { lookup: string | null; check: string | null; rank: string; passage: string };

export type SearchScope = {
  /** Pairs of an organization and a kind the person may open there (the same index in each). */
  organizationIds: string[];
  kinds: string[];
  archived: boolean;
  perKind: number;
};

/**
 * The statement, answering SearchRow (answer.ts; one row without a kind when nothing matched).
 * The candidates are the entries that match, of the pairs allowed and in the archived state asked
 * for, at most CANDIDATE_LIMIT of them; they are ranked (the title counts most), numbered and
 * counted per kind, and the first `perKind` of each kind are answered.
 */
export function searchStatement(queries: SearchQueries, scope: SearchScope): Sql {
  const allowed = sql`(e."organizationId", e."kind") IN (SELECT a."organizationId", a."kind" FROM allowed a)`;
  const mine = sql`e."archived" = ${scope.archived} AND ${allowed}`;
  const check = queries.check ? sql`ts_match_vq(e."document", ${queries.check}::tsquery)` : sql`true`;
  // a rare term: its entries through the GIN index, the common ones checked on them; common terms
  // only: the organization's entries in the table's order, at most SCAN_BUDGET of them
  const found = queries.lookup
    ? sql`"SearchEntry" e WHERE e."document" @@ ${queries.lookup}::tsquery AND ${mine} AND ${check}`
    : sql`(SELECT * FROM "SearchEntry" e WHERE ${mine} LIMIT ${SCAN_BUDGET}) e WHERE ${check}`;
  const partial = queries.lookup
    ? sql`false`
    : sql`(SELECT count(*) FROM candidates) < ${CANDIDATE_LIMIT}
          AND (SELECT count(*) FROM (SELECT 1 FROM "SearchEntry" e WHERE ${mine} LIMIT ${SCAN_BUDGET + 1}) s) > ${SCAN_BUDGET}`;
  return sql`
    WITH allowed AS (
      SELECT DISTINCT a."organizationId", a."kind"
      FROM unnest(${scope.organizationIds}::uuid[], ${scope.kinds}::text[]) AS a("organizationId", "kind")
    ),
    candidates AS (
      SELECT e."kind", e."recordId", e."organizationId", e."title", e."detail", e."body", e."archived",
             ts_rank(e."document", ${queries.rank}::tsquery) AS "rank"
      FROM ${found}
      LIMIT ${CANDIDATE_LIMIT}
    ),
    placed AS (
      SELECT c.*, row_number() OVER (PARTITION BY c."kind" ORDER BY c."rank" DESC, c."title", c."recordId") AS "place",
             count(*) OVER (PARTITION BY c."kind") AS "total",
             count(*) OVER () AS "all"
      FROM candidates c
    )
    SELECT p."kind", p."recordId"::text AS "recordId", p."organizationId"::text AS "organizationId", p."title",
           p."detail", p."archived", p."rank"::float8 AS "rank", p."total"::int AS "total",
           p."all" >= ${CANDIDATE_LIMIT} AS "capped", o."partial",
           CASE WHEN p."body" IS NULL OR ${queries.passage} = '' THEN NULL
                ELSE ts_headline('simple'::regconfig, p."body", ${queries.passage}::tsquery, ${PASSAGE_OPTIONS}) END AS "passage"
    -- one row at least, hits or none, to carry whether the search read part of the records
    FROM (SELECT ${partial} AS "partial") o
    LEFT JOIN placed p ON p."place" <= ${scope.perKind}
    ORDER BY p."kind", p."place"`;
}
