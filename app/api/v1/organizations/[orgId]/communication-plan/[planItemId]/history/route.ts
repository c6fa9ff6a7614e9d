// GET /api/v1/organizations/{orgId}/communication-plan/{planItemId}/history: the plan line's history (its changes, its stakeholders and the communications logged for it), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { getPlanItem } from "@/lib/modules/operation/communication/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: communicationPlanAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.planItemId, getPlanItem),
);
