// Serving a declared list from PostgreSQL. One statement finds the page's ids through the index
// `(tenant, sort column, id)` and counts the matching rows up to LIST_WINDOW + 1; the domain then
// loads those rows. Above the window the total is the planner's estimate. The statements go to
// the connection pool directly: a list page is the hottest read there is.
import "server-only";
import { createHash } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/platform/api/errors";
import { pool } from "@/lib/platform/db";
import { parseSort, type ListDeclaration } from "./list";
import { estimatedPage, isReachable, lastReachablePage, LIST_WINDOW, pageOf, type Page, type Sort } from "./paging";

export const sql = Prisma.sql;
export type Sql = Prisma.Sql;

export type Condition = Sql | false | null | undefined | "";

/**
 * What a domain hands the kit to serve its list: the tenant condition (the leading column of the
 * list's indexes), further conditions on the table `t` (falsy entries are left out) and how to load
 * rows by id (in any order). A page and an export read the same source.
 */
export type ListSource<R extends { id: string }> = {
  tenant: Sql;
  filters?: Condition[];
  rows: (ids: string[]) => Promise<R[]>;
};

/** A text filter: ILIKE pattern matching the text anywhere, LIKE's wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The sort a query asks for, or 400 `invalid_sort` naming the fields the list can sort by. */
export function sortOrThrow<F extends string>(list: ListDeclaration<F>, raw: string | string[] | undefined): Sort<F> {
  const sort = parseSort(list, raw);
  if (sort) return sort;
  const allowed = list.sortFields.join(", ");
  const asked = Array.isArray(raw) ? raw.join(" and ") : raw;
  throw badRequest("invalid_sort", `Cannot sort by "${asked}"; sort by one of: ${allowed}`, {
    sort: `one of: ${allowed}`,
  });
}

export const identifier = (name: string) => {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a column or table name: ${name}`);
  return `"${name}"`;
};

export function conditions(tenant: Sql, filters: Condition[]) {
  return Prisma.join([tenant, ...filters.filter((part): part is Sql => Boolean(part))], " AND ");
}

/**
 * Statement that answers the page's ids (in order) and, when `count` is set, the number of
 * matches up to LIST_WINDOW + 1.
 */
function pageStatement(
  list: ListDeclaration,
  sort: Sort,
  where: Sql,
  paging: { page: number; size: number },
  count: boolean,
): Sql {
  const table = Prisma.raw(`${identifier(list.table)} t`);
  const column = identifier(list.columns[sort.field]);
  const direction = sort.direction === "desc" ? "DESC" : "ASC";
  // the id breaks ties in the same direction, so one index scan (forward or backward) serves both
  const order = Prisma.raw(`t.${column} ${direction}, t."id" ${direction}`);
  const capped = count
    ? sql`(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${LIST_WINDOW + 1}) c)::int`
    : sql`NULL::int`;
  return sql`SELECT
    ARRAY(SELECT t."id"::text FROM ${table} WHERE ${where} ORDER BY ${order}
          LIMIT ${paging.size} OFFSET ${paging.page * paging.size}) AS "ids",
    ${capped} AS "capped"`;
}

// A statement sent often is prepared once per connection under a name derived from its text, so
// PostgreSQL parses it once and the text is not sent again. The texts are few: one per list, sort
// and combination of filters.
const statementNames = new Map<string, string>();
const nameOf = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    name = `list_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * Rows of a statement, as `pg` reads them (timestamps as Date, json parsed, bigint as text),
 * prepared by name unless `prepared` is false.
 */
export async function queryRows<T>(statement: Sql, { prepared = true } = {}): Promise<T[]> {
  const { text, values } = statement;
  const result = await pool().query(prepared ? { name: nameOf(text), text, values } : { text, values });
  return result.rows as T[];
}

// A list found larger than the window is remembered for a minute with its estimate: its total is
// an estimate anyway, and the capped count, the dearest part of a page (a walk over 10,001 rows),
// need not run on every page. A list of at most the window rows is counted on every page, so an
// exact total is always fresh.
const LARGE_LIST_MS = 60_000;
const LARGE_LIST_ENTRIES = 1_000;
const largeLists = new Map<string, { estimate: number; until: number }>();

function rememberedEstimate(key: string): number | undefined {
  const entry = largeLists.get(key);
  if (entry && entry.until > Date.now()) return entry.estimate;
  largeLists.delete(key);
  return undefined;
}

function rememberEstimate(key: string, estimate: number) {
  if (largeLists.size >= LARGE_LIST_ENTRIES) largeLists.delete(largeLists.keys().next().value!);
  largeLists.set(key, { estimate, until: Date.now() + LARGE_LIST_MS });
}

/** PostgreSQL's estimate of the rows matching `where`, from its statistics (no rows are read). */
async function estimateRows(list: ListDeclaration, where: Sql): Promise<number> {
  const table = Prisma.raw(`${identifier(list.table)} t`);
  // unprepared: a prepared statement may be planned once for any tenant, the estimate is for this one
  const [row] = await queryRows<{ "QUERY PLAN": { Plan: { "Plan Rows": number } }[] }>(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} WHERE ${where}`,
    { prepared: false },
  );
  return Number(row["QUERY PLAN"][0].Plan["Plan Rows"]);
}

/**
 * One page of a declared list. `tenant` is the condition that keeps the list to its owner (the
 * leading column of the list's indexes); `filters` are further conditions on the table `t`
 * (falsy entries are left out); `rows` loads the page's rows by id, in any order.
 * Answers 400 `invalid_sort` for a sort the list does not declare, 400 `page_too_deep` for a page
 * that starts beyond LIST_WINDOW rows.
 */
export async function listPage<F extends string, R extends { id: string }>(
  list: ListDeclaration<F>,
  query: { page: number; size: number; sort?: string | string[] },
  spec: ListSource<R>,
): Promise<Page<R>> {
  const sort = sortOrThrow(list, query.sort);
  if (!isReachable(query.page, query.size)) {
    throw badRequest(
      "page_too_deep",
      `Pages start within the first ${LIST_WINDOW} rows of a list; reverse the sort or narrow the filter to reach the rows beyond`,
      { page: `at most ${lastReachablePage(query.size)} for size ${query.size}` },
    );
  }
  const where = conditions(spec.tenant, spec.filters ?? []);
  const key = `${list.table}\n${where.text}\n${JSON.stringify(where.values)}`;
  const known = rememberedEstimate(key);
  const [{ ids, capped }] = await queryRows<{ ids: string[]; capped: number | null }>(
    pageStatement(list, sort, where, query, known === undefined),
  );
  const large = known !== undefined || (capped ?? 0) > LIST_WINDOW;
  const [rows, estimate] = await Promise.all([
    ids.length ? spec.rows(ids) : Promise.resolve([]),
    known ?? (large ? estimateRows(list, where) : 0),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const content = ids.flatMap((id) => byId.get(id) ?? []);
  if (!large) return pageOf(capped ?? 0, content);
  const total = Math.max(estimate, LIST_WINDOW + 1);
  if (known === undefined) rememberEstimate(key, total);
  return estimatedPage(total, content);
}
