import "server-only";
import type { Tx } from "@/lib/platform/db";

/**
 * The record an earlier request with this key stored, or null. The transaction first takes an
 * advisory lock on the key, so two requests with one key run one after the other and the second
 * finds the first's record; the unique index (organization, key) stays the last guard.
 */
export async function earlierRecord(
  tx: Tx,
  kind: string,
  organizationId: string,
  key: string | undefined,
  find: (key: string) => Promise<{ id: string } | null>,
): Promise<string | null> {
  if (!key) return null;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${kind}:${organizationId}:${key}`}, 0))`;
  return (await find(key))?.id ?? null;
}
