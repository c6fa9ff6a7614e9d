// Every row of a declared list in its order, in batches read by keyset: each batch continues after
// the last (sort key, id) of the one before, through the same index `(tenant, sort column, id)`
// that serves a page. No offset, no open cursor and no connection held between batches, so a
// million rows cost what a thousand do, batch by batch, however slowly the client reads.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListDeclaration } from "../list";
import type { Sort } from "../paging";
import { conditions, identifier, queryRows, sql, type ListSource, type Sql } from "../query";

const EXPORT_BATCH = 1_000;

/** Where the previous batch ended: its last row's id and sort key (as text, with its type). */
type Position = { id: string; key: string | null; type: string };

// The sort key travels back as text and is cast to the column's own type, which PostgreSQL names
// (`pg_typeof`): comparing a text with a text column keeps its collation, a timestamp stays exact.
const typeName = (name: string) => {
  if (!/^[A-Za-z0-9_ ()",]+$/.test(name)) throw new Error(`Not a type name: ${name}`);
  return Prisma.raw(name);
};

/**
 * The rows after `position` in the sort order. NULLs sort last ascending and first descending
 * (PostgreSQL's default, as in a page), so a NULL key continues among the NULLs by id, and a key
 * continues by the row comparison that the index serves.
 */
function after(column: Sql, descending: boolean, position: Position): Sql {
  const id = sql`${position.id}::uuid`;
  if (position.key === null) {
    return descending
      ? sql`((${column} IS NULL AND t."id" < ${id}) OR ${column} IS NOT NULL)`
      : sql`(${column} IS NULL AND t."id" > ${id})`;
  }
  const key = sql`CAST(${position.key} AS ${typeName(position.type)})`;
  return descending
    ? sql`(${column}, t."id") < (${key}, ${id})`
    : sql`((${column}, t."id") > (${key}, ${id}) OR ${column} IS NULL)`;
}

/** The lists's rows in batches of at most `size`, in the order `sort`, each batch loaded by `rows`. */
export async function* listBatches<R extends { id: string }>(
  list: ListDeclaration,
  sort: Sort,
  source: ListSource<R>,
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  const table = Prisma.raw(`${identifier(list.table)} t`);
  const column = Prisma.raw(`t.${identifier(list.columns[sort.field])}`);
  const descending = sort.direction === "desc";
  const direction = descending ? "DESC" : "ASC";
  const order = Prisma.raw(`t.${identifier(list.columns[sort.field])} ${direction}, t."id" ${direction}`);
  let position: Position | null = null;
  for (;;) {
    const filters = [...(source.filters ?? []), position && after(column, descending, position)];
    const where = conditions(source.tenant, filters);
    const keys = await queryRows<{ id: string; key: string | null; type: string }>(
      sql`SELECT t."id"::text AS "id", ${column}::text AS "key", pg_typeof(${column})::text AS "type"
          FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT ${size}`,
    );
    if (keys.length === 0) return;
    const ids = keys.map((key) => key.id);
    const byId = new Map((await source.rows(ids)).map((row) => [row.id, row]));
    // a row deleted between the two statements is left out, as a page would leave it out
    yield ids.flatMap((id) => byId.get(id) ?? []);
    if (keys.length < size) return;
    position = keys[keys.length - 1];
  }
}
