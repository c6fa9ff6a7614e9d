// GET, PUT, DELETE /api/v1/organizations/{orgId}/communication-plan/{planItemId}: one line of the communication plan; PUT moves its next date with its start and frequency; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { getPlanItem } from "@/lib/modules/operation/communication/data";
import { archivePlanItem, updatePlanItem } from "@/lib/modules/operation/communication/plan-mutations";
import { planItemInputSchema } from "@/lib/modules/operation/communication/schema";
import { planItemSchema } from "@/lib/modules/operation/communication/dto";

export const GET = orgRoute({ access: communicationPlanAccess.read, response: planItemSchema }, ({ org, params }) =>
  getPlanItem(org, params.planItemId),
);

export const PUT = orgRoute(
  { access: communicationPlanAccess.update, body: planItemInputSchema, response: planItemSchema },
  ({ org, params, body }) => updatePlanItem(org, params.planItemId, body),
);

export const DELETE = orgRoute({ access: communicationPlanAccess.archive, status: 204 }, ({ org, params }) =>
  archivePlanItem(org, params.planItemId),
);
