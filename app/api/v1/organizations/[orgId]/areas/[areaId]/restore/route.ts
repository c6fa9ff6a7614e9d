// POST /api/v1/organizations/{orgId}/areas/{areaId}/restore: the archived work area back among the member form's choices; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { restoreArea } from "@/lib/modules/organization/structure/mutations";
import { areaSchema } from "@/lib/modules/organization/structure/dto";

export const POST = orgRoute({ access: structureAccess.manage, response: areaSchema }, ({ org, params }) =>
  restoreArea(org, params.areaId),
);
