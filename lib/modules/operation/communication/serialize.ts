import "server-only";
import type { Tx } from "@/lib/platform/db";

// An arbitrary first key for the two-key advisory lock; the second is the organization.
const COMMUNICATION_WRITES = 0x43_4f_4d;

/**
 * The plan's and the log's writes of one organization run one after the other: a plan line's next
 * date is read from the latest communication logged for it, so two communications logged for the
 * same line at once must not each miss the other.
 */
export async function serializeCommunicationWrites(tx: Tx, organizationId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${COMMUNICATION_WRITES}::int, hashtext(${organizationId}))`;
}
