import "server-only";
import type { Tx } from "@/lib/platform/db";

// An arbitrary first key for the two-key advisory lock; the second is the organization.
const CONTROL_BOOK_WRITES = 0x43_42_4b;

/**
 * Agreement and inspection writes of one organization run one after the other: completing an
 * inspection locks the inspection and then its agreement, while saving an agreement locks the
 * agreement and then its pending inspection; without one lock first, the two would deadlock, and
 * two completions of one inspection would both see it pending.
 */
export async function serializeControlBookWrites(tx: Tx, organizationId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CONTROL_BOOK_WRITES}::int, hashtext(${organizationId}))`;
}
