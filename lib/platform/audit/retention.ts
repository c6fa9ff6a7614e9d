import "server-only";
import { db, type Tx } from "@/lib/platform/db";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `AUDIT_RETENTION_DAYS`: how long entries are kept; unset or empty keeps them for ever. */
function auditRetentionDays(): number | null {
  const raw = process.env.AUDIT_RETENTION_DAYS?.trim();
  if (!raw) return null;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error("AUDIT_RETENTION_DAYS must be a whole number of days");
  return days;
}

/**
 * The retention job: deletes entries older than the retention period. It is the only statement
 * the database lets delete audit entries (migration `audit_trail`), by a setting that lasts for
 * this transaction alone. Answers how many went.
 */
export async function purgeExpiredAuditEntries(now = new Date()): Promise<number> {
  const days = auditRetentionDays();
  if (days === null) return 0;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return db().$transaction(async (tx: Tx) => {
    await tx.$executeRaw`SELECT set_config('ehs.audit_retention', 'on', true)`;
    return tx.$executeRaw`DELETE FROM "AuditEntry" WHERE "occurredAt" < ${cutoff}`;
  });
}
