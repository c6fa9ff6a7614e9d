// POST /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/arrangements: a new arrangement of what the handler collects.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { createArrangement } from "@/lib/modules/monitoring/waste/mutations";
import { arrangementInputSchema } from "@/lib/modules/monitoring/waste/schema";
import { arrangementSchema } from "@/lib/modules/monitoring/waste/dto";

export const POST = orgRoute(
  { access: wasteAccess.create, body: arrangementInputSchema, status: 201, response: arrangementSchema },
  ({ org, params, body }) => createArrangement(org, params.wasteHandlerAssociationId, body),
);
