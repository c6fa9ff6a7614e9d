// GET, PUT, DELETE /api/v1/organizations/{orgId}/actions/{actionId}: one action (its responsible member may read it); DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { getAction } from "@/lib/modules/planning/action-plan/data";
import { archiveAction, updateAction } from "@/lib/modules/planning/action-plan/mutations";
import { actionUpdateSchema } from "@/lib/modules/planning/action-plan/schema";
import { actionSchema } from "@/lib/modules/planning/action-plan/dto";

export const GET = orgRoute({ access: actionAccess.read, response: actionSchema }, ({ org, params }) =>
  getAction(org, params.actionId),
);

export const PUT = orgRoute(
  { access: actionAccess.update, body: actionUpdateSchema, response: actionSchema },
  ({ org, params, body }) => updateAction(org, params.actionId, body),
);

export const DELETE = orgRoute({ access: actionAccess.archive, status: 204 }, ({ org, params }) =>
  archiveAction(org, params.actionId),
);
