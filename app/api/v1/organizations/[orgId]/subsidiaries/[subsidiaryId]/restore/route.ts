// POST /api/v1/organizations/{orgId}/subsidiaries/{subsidiaryId}/restore: the archived subsidiary back in the structure; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { restoreSubsidiary } from "@/lib/modules/organization/structure/mutations";
import { organizationSchema } from "@/lib/modules/organization/structure/dto";

export const POST = orgRoute({ access: structureAccess.manage, response: organizationSchema }, ({ org, params }) =>
  restoreSubsidiary(org, params.subsidiaryId),
);
