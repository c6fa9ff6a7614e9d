// POST /api/v1/organizations/{orgId}/risk-assessments/{assessmentId}/restore: the archived assessment back; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { restoreAssessment } from "@/lib/modules/planning/risk-assessment/mutations";
import { assessmentSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const POST = orgRoute({ access: riskAccess.archive, response: assessmentSchema }, ({ org, params }) =>
  restoreAssessment(org, params.assessmentId),
);
