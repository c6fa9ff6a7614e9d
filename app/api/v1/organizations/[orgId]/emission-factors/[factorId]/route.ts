// GET, PUT, DELETE /api/v1/organizations/{orgId}/emission-factors/{factorId}: one of the organization's own factors with its dated values; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { organizationFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { getOrganizationFactor } from "@/lib/modules/admin/emission-factors/data";
import { archiveOrganizationFactor, updateOrganizationFactor } from "@/lib/modules/admin/emission-factors/mutations";
import { emissionFactorInputSchema } from "@/lib/modules/admin/emission-factors/schema";
import { emissionFactorSchema } from "@/lib/modules/admin/emission-factors/dto";

export const GET = orgRoute(
  { access: organizationFactorAccess.read, response: emissionFactorSchema },
  ({ org, params }) => getOrganizationFactor(org, params.factorId),
);

export const PUT = orgRoute(
  { access: organizationFactorAccess.update, body: emissionFactorInputSchema, response: emissionFactorSchema },
  ({ org, params, body }) => updateOrganizationFactor(org, params.factorId, body),
);

export const DELETE = orgRoute({ access: organizationFactorAccess.archive, status: 204 }, ({ org, params }) =>
  archiveOrganizationFactor(org, params.factorId),
);
