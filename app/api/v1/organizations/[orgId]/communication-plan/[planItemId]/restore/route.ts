// POST /api/v1/organizations/{orgId}/communication-plan/{planItemId}/restore: the archived plan line back in the plan and on the dashboard; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { restorePlanItem } from "@/lib/modules/operation/communication/plan-mutations";
import { planItemSchema } from "@/lib/modules/operation/communication/dto";

export const POST = orgRoute({ access: communicationPlanAccess.archive, response: planItemSchema }, ({ org, params }) =>
  restorePlanItem(org, params.planItemId),
);
