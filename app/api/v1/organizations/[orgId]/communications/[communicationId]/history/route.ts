// GET /api/v1/organizations/{orgId}/communications/{communicationId}/history: the communication's history (its changes, files and the actions it raised), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { communicationAccess } from "@/lib/modules/operation/communication/access";
import { getCommunication } from "@/lib/modules/operation/communication/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: communicationAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.communicationId, getCommunication),
);
