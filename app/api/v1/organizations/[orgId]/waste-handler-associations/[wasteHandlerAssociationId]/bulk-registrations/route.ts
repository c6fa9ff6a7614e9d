// POST /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/bulk-registrations: what was handed over to the handler, per arrangement, for one collection or a period. A POST with an idempotency key already used answers the registration stored then.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { createBulkRegistration } from "@/lib/modules/monitoring/waste/mutations";
import { bulkRegistrationCreateSchema } from "@/lib/modules/monitoring/waste/schema";
import { bulkRegistrationSchema } from "@/lib/modules/monitoring/waste/dto";

export const POST = orgRoute(
  { access: wasteAccess.create, body: bulkRegistrationCreateSchema, status: 201, response: bulkRegistrationSchema },
  ({ org, params, body }) => createBulkRegistration(org, params.wasteHandlerAssociationId, body),
);
