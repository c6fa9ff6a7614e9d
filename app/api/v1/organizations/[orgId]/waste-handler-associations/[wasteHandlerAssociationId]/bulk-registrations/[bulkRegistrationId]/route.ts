// GET, PUT /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/bulk-registrations/{bulkRegistrationId}: one registration; PUT replaces its quantities.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getBulkRegistration } from "@/lib/modules/monitoring/waste/data";
import { updateBulkRegistration } from "@/lib/modules/monitoring/waste/mutations";
import { bulkRegistrationInputSchema } from "@/lib/modules/monitoring/waste/schema";
import { bulkRegistrationSchema } from "@/lib/modules/monitoring/waste/dto";

export const GET = orgRoute({ access: wasteAccess.read, response: bulkRegistrationSchema }, ({ org, params }) =>
  getBulkRegistration(org, params.wasteHandlerAssociationId, params.bulkRegistrationId),
);

export const PUT = orgRoute(
  { access: wasteAccess.update, body: bulkRegistrationInputSchema, response: bulkRegistrationSchema },
  ({ org, params, body }) =>
    updateBulkRegistration(org, params.wasteHandlerAssociationId, params.bulkRegistrationId, body),
);
