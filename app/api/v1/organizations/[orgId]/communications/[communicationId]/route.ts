// GET, PUT, DELETE /api/v1/organizations/{orgId}/communications/{communicationId}: one logged communication with its actions; PUT records its response (and may raise one more action); DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { communicationAccess } from "@/lib/modules/operation/communication/access";
import { getCommunication } from "@/lib/modules/operation/communication/data";
import {
  archiveCommunication,
  updateCommunication,
} from "@/lib/modules/operation/communication/communication-mutations";
import { communicationInputSchema } from "@/lib/modules/operation/communication/schema";
import { communicationSchema } from "@/lib/modules/operation/communication/dto";

export const GET = orgRoute({ access: communicationAccess.read, response: communicationSchema }, ({ org, params }) =>
  getCommunication(org, params.communicationId),
);

export const PUT = orgRoute(
  { access: communicationAccess.update, body: communicationInputSchema, response: communicationSchema },
  ({ org, params, body }) => updateCommunication(org, params.communicationId, body),
);

export const DELETE = orgRoute({ access: communicationAccess.archive, status: 204 }, ({ org, params }) =>
  archiveCommunication(org, params.communicationId),
);
