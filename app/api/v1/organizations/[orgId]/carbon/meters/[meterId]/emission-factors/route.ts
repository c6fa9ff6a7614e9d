// GET, PUT, POST /api/v1/organizations/{orgId}/carbon/meters/{meterId}/emission-factors: the emission factors that apply to a meter (catalogue factors or the organization's own, of the meter's type); POST makes a new own factor of the organization and links it to the meter in one step.
import { orgRoute } from "@/lib/platform/api/route";
import { organizationFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { emissionFactorInputSchema } from "@/lib/modules/admin/emission-factors/schema";
import { emissionFactorSchema } from "@/lib/modules/admin/emission-factors/dto";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { createMeterFactor, meterFactors, setMeterFactors } from "@/lib/modules/monitoring/carbon/links";
import { meterFactorsInputSchema } from "@/lib/modules/monitoring/carbon/schema";
import { meterFactorsSchema } from "@/lib/modules/monitoring/carbon/dto";

export const GET = orgRoute({ access: carbonAccess.read, response: meterFactorsSchema }, ({ org, params }) =>
  meterFactors(org, params.meterId),
);

export const PUT = orgRoute(
  { access: carbonAccess.link, body: meterFactorsInputSchema, response: meterFactorsSchema },
  ({ org, params, body }) => setMeterFactors(org, params.meterId, body),
);

export const POST = orgRoute(
  {
    access: organizationFactorAccess.create,
    body: emissionFactorInputSchema,
    status: 201,
    response: emissionFactorSchema,
  },
  ({ org, params, body }) => createMeterFactor(org, params.meterId, body),
);
