// GET /api/v1/organizations/{orgId}/actions/{actionId}/history: the action's history (its changes, evidence and checks), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { getAction } from "@/lib/modules/planning/action-plan/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: actionAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.actionId, getAction),
);
