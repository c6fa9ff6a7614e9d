import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { getOrganization, listArchivedAreas, listAreas } from "./data";
import { naceOption } from "./nace";

/** What the organization edit screen shows: the organization, its NACE option and its work areas. */
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
    canChangeFeatureAccess: organization.type === "holding" && org.user.systemScopes.includes("MANAGE"),
  };
}
