import "server-only";
import { sql } from "@/lib/platform/lists/query";

/**
 * The ids of an organization and of everything below it (departments and subsidiaries), as a
 * subquery: a holding's figures, logs and plans add up its children's.
 */
export const subtreeIds = (organizationId: string) => sql`
  WITH RECURSIVE tree AS (
    SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid
    UNION ALL
    SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id
  )
  SELECT id FROM tree`;
