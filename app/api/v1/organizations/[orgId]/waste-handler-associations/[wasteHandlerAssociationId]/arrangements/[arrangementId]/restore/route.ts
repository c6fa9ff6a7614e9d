// POST /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/arrangements/{arrangementId}/restore: the archived arrangement open for registrations again; 409 while its handler is archived; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getArrangement } from "@/lib/modules/monitoring/waste/data";
import { restoreArrangement } from "@/lib/modules/monitoring/waste/mutations";
import { arrangementSchema } from "@/lib/modules/monitoring/waste/dto";

export const POST = orgRoute({ access: wasteAccess.archive, response: arrangementSchema }, async ({ org, params }) => {
  await restoreArrangement(org, params.wasteHandlerAssociationId, params.arrangementId);
  return getArrangement(org, params.wasteHandlerAssociationId, params.arrangementId);
});
