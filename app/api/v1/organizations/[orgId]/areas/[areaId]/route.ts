// PUT, DELETE /api/v1/organizations/{orgId}/areas/{areaId}; DELETE archives the area.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { updateArea } from "@/lib/modules/organization/structure/mutations";
import { areaInputSchema } from "@/lib/modules/organization/structure/schema";
import { archiveArea } from "@/lib/modules/organization/structure/mutations";
import { areaSchema } from "@/lib/modules/organization/structure/dto";

export const PUT = orgRoute(
  { access: structureAccess.manage, body: areaInputSchema, response: areaSchema },
  ({ org, params, body }) => updateArea(org, params.areaId, body),
);

export const DELETE = orgRoute({ access: structureAccess.manage, status: 204 }, ({ org, params }) =>
  archiveArea(org, params.areaId),
);
