// POST /api/v1/organizations/{orgId}/risk-hazards/{hazardId}/acceptances: a manager lets a residual risk above the threshold stand (who, when, why, the scores).
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { acceptResidualRisk } from "@/lib/modules/planning/risk-assessment/mutations";
import { acceptanceInputSchema } from "@/lib/modules/planning/risk-assessment/schema";
import { hazardSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const POST = orgRoute(
  { access: riskAccess.accept, body: acceptanceInputSchema, status: 201, response: hazardSchema },
  ({ org, params, body }) => acceptResidualRisk(org, params.hazardId, body),
);
