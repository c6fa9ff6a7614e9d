// Who may act in an organization: its own members and the members of the organizations above it
// whose scopes reach it (a holding's coordinator is responsible for a subsidiary's chemicals), as
// the permission check itself inherits scopes down the tree. Responsibility fields (responsible,
// owner, evaluator …) name such a membership; the pickers list them.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { sql, type Sql } from "@/lib/platform/lists/query";

/** The organization and those above it, with their distance (0 for the organization itself). */
const chain = (organizationId: string) => sql`
  WITH RECURSIVE chain AS (
    SELECT id, "parentId", 0 AS depth FROM "Organization" WHERE id = ${organizationId}::uuid
    UNION ALL
    SELECT o.id, o."parentId", c.depth + 1 FROM "Organization" o JOIN chain c ON o.id = c."parentId"
  )`;

/** Scopes that let a member act in the organizations below (procedures' scopes alone do not). */
const ACTING_SCOPES = sql`ARRAY['READ', 'EDIT', 'MANAGE']::"OrgScope"[]`;

/**
 * Memberships (`alias`, a "Membership" row) that may act in the organization: its own, and the
 * active ones above it with a scope that reaches it. A person with memberships on several levels
 * counts once, by the nearest.
 */
export function actingMembershipCondition(organizationId: string, alias = sql`t`): Sql {
  return sql`(
    ${alias}."organizationId" = ${organizationId}::uuid
    OR (
      ${alias}."status" = 'ACTIVE' AND ${alias}."scopes" && ${ACTING_SCOPES}
      AND ${alias}."organizationId" IN (${chain(organizationId)} SELECT id FROM chain WHERE depth > 0)
      AND NOT EXISTS (
        ${chain(organizationId)}
        SELECT 1 FROM "Membership" nearer JOIN chain c ON c.id = nearer."organizationId"
        WHERE nearer."userId" = ${alias}."userId" AND nearer."id" <> ${alias}."id"
          AND c.depth < (SELECT depth FROM chain WHERE id = ${alias}."organizationId")
      )
    )
  )`;
}

/** Those of `ids` that are memberships that may act in the organization. */
export async function actingMembershipIds(tx: Tx, org: OrgContext, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx.$queryRaw<{ id: string }[]>(sql`
    SELECT t.id::text FROM "Membership" t
    WHERE t.id = ANY(${ids}::uuid[]) AND ${actingMembershipCondition(org.organizationId)}`);
  return new Set(rows.map((row) => row.id));
}

/** The caller's own membership that acts in the organization (theirs there, or the nearest above). */
export async function actingMembershipOf(tx: Tx, org: OrgContext): Promise<string | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>(sql`
    SELECT t.id::text FROM "Membership" t
    WHERE t."userId" = ${org.user.id}::uuid AND ${actingMembershipCondition(org.organizationId)}
    LIMIT 1`);
  return rows[0]?.id ?? null;
}
