// GET /api/v1/organizations/{orgId}/risk-assessments/{assessmentId}/revisions: the assessment as it stood at each revision, newest first, with who and when.
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { listRevisions } from "@/lib/modules/planning/risk-assessment/data";
import { revisionListSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = orgRoute({ access: riskAccess.read, response: revisionListSchema }, async ({ org, params }) => ({
  content: await listRevisions(org, params.assessmentId),
}));
