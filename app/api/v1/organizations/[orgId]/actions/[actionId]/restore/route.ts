// POST /api/v1/organizations/{orgId}/actions/{actionId}/restore: the archived action back in the plan; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { restoreAction } from "@/lib/modules/planning/action-plan/mutations";
import { actionSchema } from "@/lib/modules/planning/action-plan/dto";

export const POST = orgRoute({ access: actionAccess.archive, response: actionSchema }, ({ org, params }) =>
  restoreAction(org, params.actionId),
);
