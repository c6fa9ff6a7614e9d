import "server-only";
import type { Tx } from "@/lib/platform/db";

/**
 * The organizations below one organization, at any depth, through the parent links. The holding
 * id names the whole tenant, not the part below an organization, so what belongs to "this
 * organization and everything under it" is found this way and never through the holding.
 */
export async function descendantIds(tx: Tx, organizationId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    WITH RECURSIVE below AS (
      SELECT o.id FROM "Organization" o WHERE o."parentId" = ${organizationId}::uuid
      UNION
      SELECT c.id FROM "Organization" c JOIN below b ON c."parentId" = b.id
    )
    SELECT id::text AS id FROM below`;
  return rows.map((row) => row.id);
}
