// POST /api/v1/organizations/{orgId}/risk-assessments/{assessmentId}/reviews: the assessment reviewed on a day; it falls due its period after.
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { reviewAssessment } from "@/lib/modules/planning/risk-assessment/mutations";
import { reviewInputSchema } from "@/lib/modules/planning/risk-assessment/schema";
import { assessmentSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const POST = orgRoute(
  { access: riskAccess.update, body: reviewInputSchema, response: assessmentSchema },
  ({ org, params, body }) => reviewAssessment(org, params.assessmentId, body),
);
