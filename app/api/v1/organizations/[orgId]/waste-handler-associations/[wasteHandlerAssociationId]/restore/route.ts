// POST /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/restore: the archived waste handler back in the list and the pickers; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { restoreHandler } from "@/lib/modules/monitoring/waste/mutations";
import { handlerSchema } from "@/lib/modules/monitoring/waste/dto";

export const POST = orgRoute({ access: wasteAccess.archive, response: handlerSchema }, ({ org, params }) =>
  restoreHandler(org, params.wasteHandlerAssociationId),
);
