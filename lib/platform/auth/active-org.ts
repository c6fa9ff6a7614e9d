import "server-only";
import { reachableOrganizations } from "./data";
import { mintOrgContext, type OrgContext } from "./org-context";
import type { OrganizationSummary, SessionUser } from "./types";

export { ACTIVE_ORG_KEY } from "@/lib/platform/client/active-organization";

export type ActiveOrganization = {
  organizations: OrganizationSummary[];
  active: OrganizationSummary;
  context: OrgContext;
};

/**
 * The organization the user works in: the stored choice when the user still reaches it,
 * otherwise the first organization of the user's holding. null when the user reaches none.
 */
export async function resolveActiveOrganization(
  user: SessionUser,
  storedId: string | undefined,
): Promise<ActiveOrganization | null> {
  const organizations = await reachableOrganizations(user.id);
  const active = organizations.find((organization) => organization.id === storedId) ?? organizations[0];
  if (!active) return null;
  const context = await mintOrgContext(user, active.id);
  return context && { organizations, active, context };
}

/** Whether a link may make this organization the active one: the user reaches it. */
export async function reachesOrganization(user: SessionUser, organizationId: string): Promise<boolean> {
  return (await reachableOrganizations(user.id)).some((organization) => organization.id === organizationId);
}
