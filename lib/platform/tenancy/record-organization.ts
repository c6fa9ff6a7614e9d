import "server-only";
import { pool } from "@/lib/platform/db";

/**
 * The organization a record belongs to, for routes that name a record but not its organization
 * (`/api/v1/procedures/{id}`). The table name is the module's constant, never input; an id that
 * names no row answers null, which the route kit turns into 404 like a foreign record.
 */
export function recordOrganization(table: string): (id: string) => Promise<string | null> {
  const statement = `SELECT "organizationId" FROM "${table.replace(/"/g, '""')}" WHERE "id" = $1::uuid`;
  return async (id) => {
    const { rows } = await pool().query<{ organizationId: string }>(statement, [id]);
    return rows[0]?.organizationId ?? null;
  };
}
