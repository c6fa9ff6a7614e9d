// What a label names of its record, the same for every kind, and the rule every kind's read keeps:
// the ids asked for, each of this organization (another tenant's looks unknown: 404), or without
// ids every record still in use.
import "server-only";
import { notFound } from "@/lib/platform/api/errors";

export { MAX_LABEL_RECORDS } from "./limits";

export type LabelRecord = { id: string; name: string; number: string | null };

/** The where clause of the records asked for. */
export const labelWhere = (organizationId: string, ids: string[] | undefined) =>
  ids ? { organizationId, id: { in: ids } } : { organizationId, archivedDate: null };

/** The rows in the order the ids were given (or by name), or 404 when any id is not of the organization. */
export function inAskedOrder(rows: LabelRecord[], ids: string[] | undefined): LabelRecord[] {
  if (!ids) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound("A record to label was not found");
    return row;
  });
}
