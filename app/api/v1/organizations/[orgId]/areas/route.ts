// GET, POST /api/v1/organizations/{orgId}/areas: the organization's work areas.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { createArea } from "@/lib/modules/organization/structure/mutations";
import { areaInputSchema } from "@/lib/modules/organization/structure/schema";
import { areaListSchema, areaSchema } from "@/lib/modules/organization/structure/dto";

export const GET = orgRoute({ access: structureAccess.listAreas, response: areaListSchema }, ({ org }) =>
  listAreas(org),
);

export const POST = orgRoute(
  { access: structureAccess.manage, body: areaInputSchema, status: 201, response: areaSchema },
  ({ org, body }) => createArea(org, body),
);
