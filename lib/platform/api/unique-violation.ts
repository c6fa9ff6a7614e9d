// A unique violation from PostgreSQL (Prisma's P2002) as a 409 `duplicate` naming the fields the
// person can change, so that a form marks them instead of claiming a stale update.
import { duplicate, type ApiError } from "./errors";

/** The tenant column is part of most unique keys but is never the person's to change. */
const NOT_A_FIELD = new Set(["organizationId"]);

const ALREADY_IN_USE = "Already in use; choose another";

type AdapterCause = { table?: string; constraint?: { fields?: unknown; index?: string } };

/**
 * The columns of the violated key: from Prisma's own error, from the driver adapter's fields, or
 * from the name of the index, which Prisma names `<Table>_<column>_<column>_key`.
 */
function columnsOf(meta: Record<string, unknown> | undefined): string[] {
  if (Array.isArray(meta?.target)) return meta.target.map(String);
  const cause = (meta?.driverAdapterError as { cause?: AdapterCause } | undefined)?.cause;
  const fields = cause?.constraint?.fields;
  if (Array.isArray(fields)) return fields.map((field) => String(field).replace(/^"|"$/g, ""));
  const index = cause?.constraint?.index;
  const named = index && cause?.table ? new RegExp(`^${cause.table}_(.+)_key$`).exec(index) : null;
  return named ? named[1].split("_") : [];
}

export function uniqueViolation(meta: Record<string, unknown> | undefined): ApiError {
  const fields = columnsOf(meta).filter((column) => !NOT_A_FIELD.has(column));
  return duplicate(Object.fromEntries(fields.map((field) => [field, ALREADY_IN_USE])));
}
