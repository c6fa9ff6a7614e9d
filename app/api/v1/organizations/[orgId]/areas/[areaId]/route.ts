// PUT /api/v1/organizations/{orgId}/areas/{areaId}
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { updateArea } from "@/lib/modules/organization/structure/mutations";
import { areaInputSchema } from "@/lib/modules/organization/structure/schema";

export const PUT = orgRoute({ access: structureAccess.manage, body: areaInputSchema }, ({ org, params, body }) =>
  updateArea(org, params.areaId, body),
);
