// Optimistic concurrency: an update that carries an older lastModifiedDate
// than the stored one answers 409, and the check and the write cannot interleave with another.
import { timestamp } from "@/lib/platform/fields/fields";
import { conflict, notFound } from "@/lib/platform/api/errors";

/** The field every update body may carry: the lastModifiedDate the client last saw. */
export const lastModifiedDateField = timestamp.optional();

export type Lockable = {
  updateMany(args: {
    where: object;
    data: { lastModifiedDate?: Date; archivedDate?: null };
  }): Promise<{ count: number }>;
  count(args: { where: object }): Promise<number>;
};

/**
 * Inside a transaction: touches the row (which locks it until commit) only if it exists under
 * `where` and was not changed after `seen`; otherwise throws 404 or 409.
 */
export async function lockIfFresh(delegate: Lockable, where: object, seen: string | undefined): Promise<void> {
  const fresh = seen ? { ...where, lastModifiedDate: { lte: new Date(seen) } } : where;
  const { count } = await delegate.updateMany({ where: fresh, data: { lastModifiedDate: new Date() } });
  if (count === 1) return;
  throw (await delegate.count({ where })) ? conflict() : notFound();
}
