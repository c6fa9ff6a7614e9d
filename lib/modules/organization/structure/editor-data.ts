import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { findSingleSignOn } from "@/lib/platform/auth/single-sign-on/settings";
import { getOrganization, listArchivedAreas, listAreas } from "./data";
import { naceOption } from "./nace";

/**
 * What the organization edit screen shows: the organization, its NACE option, its work areas and,
 * for the holding, its single sign-on settings (null while there are none).
 */
export async function loadOrganizationEditor(org: OrgContext) {
  const [organization, areas, archivedAreas] = await Promise.all([
    getOrganization(org),
    listAreas(org),
    listArchivedAreas(org),
  ]);
  return {
    organization,
    areas,
    archivedAreas,
    nace: await naceOption(organization.naceCode),
    singleSignOn: organization.type === "holding" ? await findSingleSignOn(org) : undefined,
    canChangeFeatureAccess: organization.type === "holding" && org.user.systemScopes.includes("MANAGE"),
  };
}
