// POST /api/v1/organizations/{orgId}/communications/{communicationId}/restore: the archived communication back in the log, its plan line counting from it again; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { communicationAccess } from "@/lib/modules/operation/communication/access";
import { restoreCommunication } from "@/lib/modules/operation/communication/communication-mutations";
import { communicationSchema } from "@/lib/modules/operation/communication/dto";

export const POST = orgRoute(
  { access: communicationAccess.archive, response: communicationSchema },
  ({ org, params }) => restoreCommunication(org, params.communicationId),
);
