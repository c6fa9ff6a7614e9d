import { expandScopes, type OrgScopeName } from "./scopes";
import type { OrganizationSummary } from "./types";

/**
 * The organizations of the list where the user holds `scope`, directly or through a membership
 * higher up the tree (the same inheritance the permission check applies).
 */
export function organizationsWithScope(
  organizations: OrganizationSummary[],
  memberships: Map<string, OrgScopeName[]>,
  scope: OrgScopeName,
): Set<string> {
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  const granted = (organization: OrganizationSummary | undefined): OrgScopeName[] =>
    organization
      ? [...(memberships.get(organization.id) ?? []), ...granted(byId.get(organization.parentId ?? ""))]
      : [];
  return new Set(
    organizations.filter((organization) => expandScopes(granted(organization)).has(scope)).map((o) => o.id),
  );
}
