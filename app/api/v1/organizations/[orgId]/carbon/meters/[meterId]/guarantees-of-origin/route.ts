// GET, POST /api/v1/organizations/{orgId}/carbon/meters/{meterId}/guarantees-of-origin: the guarantees of origin cancelled for an electricity meter's consumption (scope 2, market-based); POST records new ones with who and when.
import { orgRoute } from "@/lib/platform/api/route";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { guaranteeSchema, guaranteesSchema } from "@/lib/modules/monitoring/carbon/dto";
import { meterGuarantees, recordGuarantee } from "@/lib/modules/monitoring/carbon/guarantees";
import { guaranteeInputSchema } from "@/lib/modules/monitoring/carbon/schema";

export const GET = orgRoute({ access: carbonAccess.read, response: guaranteesSchema }, ({ org, params }) =>
  meterGuarantees(org, params.meterId),
);

export const POST = orgRoute(
  { access: carbonAccess.link, body: guaranteeInputSchema, status: 201, response: guaranteeSchema },
  ({ org, params, body }) => recordGuarantee(org, params.meterId, body),
);
