// GET, PUT, DELETE /api/v1/organizations/{orgId}/risk-hazards/{hazardId}: one hazard; a change rescores it with the matrix in force; DELETE removes it (409 while it has controls).
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { getHazard } from "@/lib/modules/planning/risk-assessment/data";
import { removeHazard, updateHazard } from "@/lib/modules/planning/risk-assessment/mutations";
import { hazardInputSchema } from "@/lib/modules/planning/risk-assessment/schema";
import { hazardSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = orgRoute({ access: riskAccess.read, response: hazardSchema }, ({ org, params }) =>
  getHazard(org, params.hazardId),
);

export const PUT = orgRoute(
  { access: riskAccess.update, body: hazardInputSchema, response: hazardSchema },
  ({ org, params, body }) => updateHazard(org, params.hazardId, body),
);

export const DELETE = orgRoute({ access: riskAccess.update, status: 204 }, ({ org, params }) =>
  removeHazard(org, params.hazardId),
);
