// GET, PUT /api/v1/organizations/{id}: one organization; MANAGE to change it.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { getOrganization } from "@/lib/modules/organization/structure/data";
import { updateOrganization } from "@/lib/modules/organization/structure/mutations";
import { organizationInputSchema } from "@/lib/modules/organization/structure/schema";
import { organizationSchema } from "@/lib/modules/organization/structure/dto";

export const GET = orgRoute({ access: structureAccess.read, response: organizationSchema }, ({ org }) =>
  getOrganization(org),
);

export const PUT = orgRoute(
  { access: structureAccess.update, body: organizationInputSchema, response: organizationSchema },
  ({ org, body }) => updateOrganization(org, body),
);
