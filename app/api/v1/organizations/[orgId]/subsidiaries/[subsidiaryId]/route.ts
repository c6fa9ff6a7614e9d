// DELETE /api/v1/organizations/{orgId}/subsidiaries/{subsidiaryId}: archives a subsidiary of the organization.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { archiveSubsidiary } from "@/lib/modules/organization/structure/mutations";

export const DELETE = orgRoute({ access: structureAccess.manage, status: 204 }, ({ org, params }) =>
  archiveSubsidiary(org, params.subsidiaryId),
);
