import "server-only";
import { findOrganizationGrant } from "./data";
import { expandScopes, type Grants } from "./scopes";
import { isUuid } from "./uuid";
import type { OrganizationGrant, SessionUser } from "./types";

declare const orgContextBrand: unique symbol;

/**
 * Proof that the user may act in the organization. Only mintOrgContext makes one, after checking
 * membership; data functions that take it can trust `organizationId`.
 */
export type OrgContext = {
  readonly organizationId: string;
  readonly holdingId: string;
  readonly featureAccess: "FULL" | "LIMITED";
  readonly user: SessionUser;
  readonly grants: Grants;
  readonly [orgContextBrand]: true;
};

/** null when the organization does not exist or the user has no membership reaching it. */
export async function mintOrgContext(user: SessionUser, organizationId: string): Promise<OrgContext | null> {
  if (!isUuid(organizationId)) return null;
  const grant = await findOrganizationGrant(user.id, organizationId);
  return grant ? trustedOrgContext(user, { organizationId, ...grant }) : null;
}

/**
 * An OrgContext from a membership already checked: by mintOrgContext, or by the proxy for this very
 * request (see navigation-context.ts); nothing else may call it.
 */
export function trustedOrgContext(
  user: SessionUser,
  resolved: OrganizationGrant & { organizationId: string },
): OrgContext {
  return {
    organizationId: resolved.organizationId,
    holdingId: resolved.holdingId,
    featureAccess: resolved.featureAccess,
    user,
    grants: { org: expandScopes(resolved.scopes), system: user.systemScopes },
  } as unknown as OrgContext;
}
