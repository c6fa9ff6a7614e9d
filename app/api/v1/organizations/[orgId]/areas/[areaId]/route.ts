// PUT /api/v1/organizations/{orgId}/areas/{areaId}
import { orgRoute } from "@/lib/api/route";
import { updateArea } from "@/lib/organizations/mutations";
import { areaInputSchema } from "@/lib/organizations/schema";

export const PUT = orgRoute({ scope: "MANAGE", body: areaInputSchema }, ({ org, params, body }) =>
  updateArea(org, params.areaId, body),
);
