import "server-only";
import type { Tx } from "@/lib/platform/db";

// An arbitrary first key for the two-key advisory locks of this module; the second is the
// organization. Two-key locks never collide with the single-key lock of the migrations.
const PEOPLE_WRITES = 0x50_45_4f;

/**
 * Member, role and competence writes of one organization run one after the other: each reads the
 * links the others write (roles, members, requirements) to recompute requirements, and row locks
 * alone would let two of them work from each other's half-written state or deadlock.
 */
export async function serializePeopleWrites(tx: Tx, organizationId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PEOPLE_WRITES}::int, hashtext(${organizationId}))`;
}

type Touchable = { updateMany(args: { where: object; data: { lastModifiedDate: Date } }): Promise<unknown> };

/**
 * Marks rows changed by a write on another resource, so that a form opened before that write
 * answers 409 instead of silently undoing it (a role form would otherwise put back a member
 * that was just taken off the role on the member's form).
 */
export async function touch(delegate: Touchable, ids: Iterable<string>): Promise<void> {
  const list = [...new Set(ids)];
  if (list.length) await delegate.updateMany({ where: { id: { in: list } }, data: { lastModifiedDate: new Date() } });
}

/** The ids in one list and not in the other: what a write added or took away. */
export function changedIds(before: Iterable<string>, after: Iterable<string>): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...[...a].filter((id) => !b.has(id)), ...[...b].filter((id) => !a.has(id))];
}
