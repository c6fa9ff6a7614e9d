// POST /api/v1/organizations/{orgId}/emission-factors/{factorId}/restore: the organization's archived factor back in the lists and pickers; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { organizationFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { restoreOrganizationFactor } from "@/lib/modules/admin/emission-factors/mutations";
import { emissionFactorSchema } from "@/lib/modules/admin/emission-factors/dto";

export const POST = orgRoute(
  { access: organizationFactorAccess.archive, response: emissionFactorSchema },
  ({ org, params }) => restoreOrganizationFactor(org, params.factorId),
);
