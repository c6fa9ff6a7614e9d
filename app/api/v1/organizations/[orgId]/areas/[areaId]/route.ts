// PUT /api/v1/organizations/{orgId}/areas/{areaId}
import { orgRoute } from "@/lib/platform/api/route";
import { updateArea } from "@/lib/modules/organization/structure/mutations";
import { areaInputSchema } from "@/lib/modules/organization/structure/schema";

export const PUT = orgRoute({ scope: "MANAGE", body: areaInputSchema }, ({ org, params, body }) =>
  updateArea(org, params.areaId, body),
);
