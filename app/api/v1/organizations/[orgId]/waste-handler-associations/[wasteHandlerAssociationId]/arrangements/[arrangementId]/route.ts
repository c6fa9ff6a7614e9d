// GET, PATCH, DELETE /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/arrangements/{arrangementId}: one arrangement; PATCH changes the fields given; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getArrangement } from "@/lib/modules/monitoring/waste/data";
import { archiveArrangement, patchArrangement } from "@/lib/modules/monitoring/waste/mutations";
import { arrangementPatchSchema } from "@/lib/modules/monitoring/waste/schema";
import { arrangementSchema } from "@/lib/modules/monitoring/waste/dto";

export const GET = orgRoute({ access: wasteAccess.read, response: arrangementSchema }, ({ org, params }) =>
  getArrangement(org, params.wasteHandlerAssociationId, params.arrangementId),
);

export const PATCH = orgRoute(
  { access: wasteAccess.update, body: arrangementPatchSchema, response: arrangementSchema },
  async ({ org, params, body }) => {
    await patchArrangement(org, params.wasteHandlerAssociationId, params.arrangementId, body);
    return getArrangement(org, params.wasteHandlerAssociationId, params.arrangementId);
  },
);

export const DELETE = orgRoute({ access: wasteAccess.archive, status: 204 }, ({ org, params }) =>
  archiveArrangement(org, params.wasteHandlerAssociationId, params.arrangementId),
);
