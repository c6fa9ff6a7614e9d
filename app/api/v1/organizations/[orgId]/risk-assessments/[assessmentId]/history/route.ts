// GET /api/v1/organizations/{orgId}/risk-assessments/{assessmentId}/history: the assessment's history (its hazards' too), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { getAssessment } from "@/lib/modules/planning/risk-assessment/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: riskAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.assessmentId, getAssessment),
);
