// GET, PUT, DELETE /api/v1/organizations/{orgId}/risk-assessments/{assessmentId}: one assessment with its hazards; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { getAssessment } from "@/lib/modules/planning/risk-assessment/data";
import { archiveAssessment, updateAssessment } from "@/lib/modules/planning/risk-assessment/mutations";
import { assessmentInputSchema } from "@/lib/modules/planning/risk-assessment/schema";
import { assessmentSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = orgRoute({ access: riskAccess.read, response: assessmentSchema }, ({ org, params }) =>
  getAssessment(org, params.assessmentId),
);

export const PUT = orgRoute(
  { access: riskAccess.update, body: assessmentInputSchema, response: assessmentSchema },
  ({ org, params, body }) => updateAssessment(org, params.assessmentId, body),
);

export const DELETE = orgRoute({ access: riskAccess.archive, status: 204 }, ({ org, params }) =>
  archiveAssessment(org, params.assessmentId),
);
