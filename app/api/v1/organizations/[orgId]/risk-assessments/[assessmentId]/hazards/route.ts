// POST /api/v1/organizations/{orgId}/risk-assessments/{assessmentId}/hazards: a new hazard of the assessment, scored with the matrix in force.
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { createHazard } from "@/lib/modules/planning/risk-assessment/mutations";
import { hazardInputSchema } from "@/lib/modules/planning/risk-assessment/schema";
import { hazardSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const POST = orgRoute(
  { access: riskAccess.update, body: hazardInputSchema, status: 201, response: hazardSchema },
  ({ org, params, body }) => createHazard(org, params.assessmentId, body),
);
