// The kinds of record the database audits, read from its audit triggers (each names its kind as
// its first argument), so a kind added later is covered by the tests that walk them all.
import { db } from "@/lib/platform/db";

/** Each audited kind, and whether its table belongs to an organization (else it is a shared catalogue). */
export function auditedKinds(): Promise<{ kind: string; owned: boolean }[]> {
  // a trigger's arguments are stored NUL-separated
  return db().$queryRaw<{ kind: string; owned: boolean }[]>`
    SELECT DISTINCT split_part(encode(t.tgargs, 'escape'), '\\000', 1) AS kind,
      EXISTS (SELECT 1 FROM pg_attribute a
              WHERE a.attrelid = t.tgrelid AND a.attname = 'organizationId' AND NOT a.attisdropped) AS owned
    FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE NOT t.tgisinternal AND p.proname LIKE '%audit%' AND t.tgnargs > 0
    ORDER BY 1`;
}
