// Where a search looks: the active organization and every organization below it, each with what
// the person may open there. A role granted lower down or a LIMITED subsidiary decides there, not
// the active organization's, exactly as minting an OrgContext for each would (findOrganizationGrant:
// the scopes of the person's active memberships in the organization or above it); here it is one
// statement for the whole subtree, since the search runs at every few letters typed.
import "server-only";
import { actsBeyondOwn, permits, type FeatureAccess } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { expandScopes, type Grants, type OrgScopeName } from "@/lib/platform/auth/scopes";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { SEARCH_KINDS, type SearchKind } from "./kinds";

export type SearchedOrganization = { id: string; name: string; grants: Grants; featureAccess: FeatureAccess };

/**
 * The organization of the context and those below it (archived ones left out, as the organization
 * switcher leaves them out), each with the scopes granted there: the context's own (memberships in
 * it and above it) and those of memberships on the way down to it.
 */
export async function searchedOrganizations(org: OrgContext): Promise<SearchedOrganization[]> {
  const rows = await queryRows<{ id: string; name: string; featureAccess: FeatureAccess; scopes: OrgScopeName[] }>(sql`
    WITH RECURSIVE tree AS (
      SELECT o."id", o."name", o."featureAccess", ARRAY[]::uuid[] AS "below"
      FROM "Organization" o WHERE o."id" = ${org.organizationId}::uuid
      UNION ALL
      SELECT c."id", c."name", c."featureAccess", t."below" || c."id"
      FROM "Organization" c JOIN tree t ON c."parentId" = t."id"
      WHERE c."archivedDate" IS NULL
    )
    SELECT t."id"::text AS "id", t."name", t."featureAccess"::text AS "featureAccess",
           ARRAY(SELECT DISTINCT unnest(m."scopes")::text FROM "Membership" m
                 WHERE m."userId" = ${org.user.id}::uuid AND m."status" = 'ACTIVE'
                   AND m."organizationId" = ANY(t."below")) AS "scopes"
    FROM tree t`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    featureAccess: row.featureAccess,
    grants: {
      org: row.id === org.organizationId ? org.grants.org : expandScopes([...org.grants.org, ...row.scopes]),
      system: org.grants.system,
    },
  }));
}

/** Whether the person may open a record of this kind in an organization where they have this access. */
export function mayOpenKind(kind: SearchKind, access: { grants: Grants; featureAccess: FeatureAccess }): boolean {
  return permits(kind.operation, access) && (!kind.operation.beyondOwn || actsBeyondOwn(kind.operation, access.grants));
}

/** The pairs of organization and kind the search may answer, as two arrays of the same length. */
export function allowedPairs(
  organizations: readonly SearchedOrganization[],
  kinds: readonly SearchKind[] = SEARCH_KINDS,
) {
  const organizationIds: string[] = [];
  const kindKeys: string[] = [];
  for (const organization of organizations) {
    for (const kind of kinds) {
      if (!mayOpenKind(kind, organization)) continue;
      organizationIds.push(organization.id);
      kindKeys.push(kind.key);
    }
  }
  return { organizationIds, kinds: kindKeys };
}
