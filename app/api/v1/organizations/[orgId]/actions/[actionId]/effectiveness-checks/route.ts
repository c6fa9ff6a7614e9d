// POST /api/v1/organizations/{orgId}/actions/{actionId}/effectiveness-checks: a check of whether the done action worked; not effective reopens it.
import { orgRoute } from "@/lib/platform/api/route";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { checkEffectiveness } from "@/lib/modules/planning/action-plan/mutations";
import { effectivenessCheckSchema } from "@/lib/modules/planning/action-plan/schema";
import { actionSchema } from "@/lib/modules/planning/action-plan/dto";

export const POST = orgRoute(
  { access: actionAccess.checkEffectiveness, body: effectivenessCheckSchema, status: 201, response: actionSchema },
  ({ org, params, body }) => checkEffectiveness(org, params.actionId, body),
);
