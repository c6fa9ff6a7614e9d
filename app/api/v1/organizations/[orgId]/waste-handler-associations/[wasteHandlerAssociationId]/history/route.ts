// GET /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/history: the handler's history (its changes, files, arrangements and registrations), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getHandler } from "@/lib/modules/monitoring/waste/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: wasteAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.wasteHandlerAssociationId, getHandler),
);
