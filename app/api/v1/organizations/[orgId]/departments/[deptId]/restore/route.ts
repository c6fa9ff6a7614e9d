// POST /api/v1/organizations/{orgId}/departments/{deptId}/restore: the archived department back in the structure; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { restoreDepartment } from "@/lib/modules/organization/structure/mutations";
import { organizationSchema } from "@/lib/modules/organization/structure/dto";

export const POST = orgRoute({ access: structureAccess.manage, response: organizationSchema }, ({ org, params }) =>
  restoreDepartment(org, params.deptId),
);
