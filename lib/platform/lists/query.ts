// Serving a declared list from PostgreSQL. One statement finds the page's ids through the index
// `(tenant, sort column, id)` and counts the matching rows up to LIST_WINDOW + 1; the domain then
// loads those rows. Above the window the total is the planner's estimate. The statements go to
// the connection pool directly: a list page is the hottest read there is.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/platform/api/errors";
import { pool } from "@/lib/platform/db";
import { parseSort, type ListDeclaration } from "./list";
import { estimatedPage, isReachable, lastReachablePage, LIST_WINDOW, pageOf, type Page, type Sort } from "./paging";

export const sql = Prisma.sql;
export type Sql = Prisma.Sql;

type Condition = Sql | false | null | undefined | "";

/** A text filter: ILIKE pattern matching the text anywhere, LIKE's wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The sort a query asks for, or 400 `invalid_sort` naming the fields the list can sort by. */
function sortOrThrow<F extends string>(list: ListDeclaration<F>, raw: string | string[] | undefined): Sort<F> {
  const sort = parseSort(list, raw);
  if (sort) return sort;
  const allowed = list.sortFields.join(", ");
  const asked = Array.isArray(raw) ? raw.join(" and ") : raw;
  throw badRequest("invalid_sort", `Cannot sort by "${asked}"; sort by one of: ${allowed}`, {
    sort: `one of: ${allowed}`,
  });
}

const identifier = (name: string) => {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a column or table name: ${name}`);
  return `"${name}"`;
};

function conditions(tenant: Sql, filters: Condition[]) {
  return Prisma.join([tenant, ...filters.filter((part): part is Sql => Boolean(part))], " AND ");
}

/** Statement that answers the page's ids (in order) and the count of matches up to LIST_WINDOW + 1. */
function pageStatement(list: ListDeclaration, sort: Sort, where: Sql, paging: { page: number; size: number }): Sql {
  const table = Prisma.raw(`${identifier(list.table)} t`);
  const column = identifier(list.columns[sort.field]);
  const direction = sort.direction === "desc" ? "DESC" : "ASC";
  // the id breaks ties in the same direction, so one index scan (forward or backward) serves both
  const order = Prisma.raw(`t.${column} ${direction}, t."id" ${direction}`);
  return sql`SELECT
    ARRAY(SELECT t."id"::text FROM ${table} WHERE ${where} ORDER BY ${order}
          LIMIT ${paging.size} OFFSET ${paging.page * paging.size}) AS "ids",
    (SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${LIST_WINDOW + 1}) c)::int AS "capped"`;
}

/** Rows of a statement, as `pg` reads them (timestamps as Date, json parsed, bigint as text). */
export async function queryRows<T>(statement: Sql): Promise<T[]> {
  return (await pool().query(statement.text, statement.values)).rows as T[];
}

/** PostgreSQL's estimate of the rows matching `where`, from its statistics (no rows are read). */
async function estimateRows(list: ListDeclaration, where: Sql): Promise<number> {
  const table = Prisma.raw(`${identifier(list.table)} t`);
  const [row] = await queryRows<{ "QUERY PLAN": { Plan: { "Plan Rows": number } }[] }>(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} WHERE ${where}`,
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
  spec: { tenant: Sql; filters?: Condition[]; rows: (ids: string[]) => Promise<R[]> },
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
  const [{ ids, capped }] = await queryRows<{ ids: string[]; capped: number }>(pageStatement(list, sort, where, query));
  const [rows, estimate] = await Promise.all([
    ids.length ? spec.rows(ids) : Promise.resolve([]),
    capped > LIST_WINDOW ? estimateRows(list, where) : Promise.resolve(0),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const content = ids.flatMap((id) => byId.get(id) ?? []);
  return capped > LIST_WINDOW ? estimatedPage(Math.max(estimate, LIST_WINDOW + 1), content) : pageOf(capped, content);
}
