// GET, PUT, DELETE /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}: one waste handler with its arrangements and latest registrations; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getHandler } from "@/lib/modules/monitoring/waste/data";
import { archiveHandler, updateHandler } from "@/lib/modules/monitoring/waste/mutations";
import { handlerUpdateSchema } from "@/lib/modules/monitoring/waste/schema";
import { handlerSchema } from "@/lib/modules/monitoring/waste/dto";

export const GET = orgRoute({ access: wasteAccess.read, response: handlerSchema }, ({ org, params }) =>
  getHandler(org, params.wasteHandlerAssociationId),
);

export const PUT = orgRoute(
  { access: wasteAccess.update, body: handlerUpdateSchema, response: handlerSchema },
  ({ org, params, body }) => updateHandler(org, params.wasteHandlerAssociationId, body),
);

export const DELETE = orgRoute({ access: wasteAccess.archive, status: 204 }, ({ org, params }) =>
  archiveHandler(org, params.wasteHandlerAssociationId),
);
