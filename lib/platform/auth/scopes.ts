// THE permission table: used by the route kit, the guard, pages and the menu.

export const ORG_SCOPES = ["MANAGE", "EDIT", "READ", "EDIT_PROCEDURES", "READ_PROCEDURES"] as const;
const SYSTEM_SCOPES = ["MAINTAIN", "MANAGE"] as const;
export type OrgScopeName = (typeof ORG_SCOPES)[number];
export type SystemScopeName = (typeof SYSTEM_SCOPES)[number];

/** What each scope directly includes: MANAGE ⊃ EDIT ⊃ READ, EDIT ⊃ EDIT_PROCEDURES ⊃ READ_PROCEDURES, READ ⊃ READ_PROCEDURES. */
const INCLUDES: Record<OrgScopeName, OrgScopeName[]> = {
  MANAGE: ["EDIT"],
  EDIT: ["READ", "EDIT_PROCEDURES"],
  READ: ["READ_PROCEDURES"],
  EDIT_PROCEDURES: ["READ_PROCEDURES"],
  READ_PROCEDURES: [],
};

/** The closure of the given scopes under INCLUDES. */
export function expandScopes(granted: Iterable<OrgScopeName>): Set<OrgScopeName> {
  const result = new Set<OrgScopeName>();
  const pending = [...granted];
  while (pending.length) {
    const scope = pending.pop()!;
    if (result.has(scope)) continue;
    result.add(scope);
    pending.push(...INCLUDES[scope]);
  }
  return result;
}

/** A route's or action's need: an organization scope, a system scope, or neither (any signed-in user). */
export type Requirement = { org?: OrgScopeName; system?: SystemScopeName };

export type Grants = { org: ReadonlySet<OrgScopeName>; system: readonly SystemScopeName[] };

export function satisfies(grants: Grants, requirement: Requirement): boolean {
  if (requirement.system && !grants.system.includes(requirement.system)) return false;
  if (requirement.org && !grants.org.has(requirement.org)) return false;
  return true;
}

/** Permission names as `GET /organizations/{id}/permissions` reports them. */
export function permissionNames(grants: Grants): string[] {
  return [
    ...ORG_SCOPES.filter((scope) => grants.org.has(scope)),
    ...SYSTEM_SCOPES.filter((scope) => grants.system.includes(scope)).map((scope) => `SYSTEM_${scope}`),
  ];
}
