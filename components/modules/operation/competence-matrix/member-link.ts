import { memberAccess } from "@/lib/modules/organization/members/access";
import { permits } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { inOrganization } from "@/lib/platform/http/organization-link";
import { matrixHref } from "@/lib/modules/operation/competence-matrix/screen-state";

const MEMBERS = "/organization/members-roles-and-competences/members";

/**
 * Where a member's name leads: their page, to whoever may open it (it needs MANAGE), in the
 * member's own organization; else the matrix with that member alone, which everyone here may read.
 */
export function memberLink(context: OrgContext) {
  const mayOpen = permits(memberAccess.read, context);
  return (member: { id: string; organizationId: string }) => {
    if (!mayOpen) return matrixHref({ query: { memberId: member.id } });
    const page = `${MEMBERS}/${member.id}`;
    return member.organizationId === context.organizationId ? page : inOrganization(page, member.organizationId);
  };
}
