// POST /api/v1/organizations/{orgId}/actions/{actionId}/progress: the responsible member's report (status, what was done, evidence).
import { orgRoute } from "@/lib/platform/api/route";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { recordProgress } from "@/lib/modules/planning/action-plan/mutations";
import { actionProgressSchema } from "@/lib/modules/planning/action-plan/schema";
import { actionSchema } from "@/lib/modules/planning/action-plan/dto";

export const POST = orgRoute(
  { access: actionAccess.progress, body: actionProgressSchema, response: actionSchema },
  ({ org, params, body }) => recordProgress(org, params.actionId, body),
);
