// GET, POST /api/v1/organizations/{orgId}/risk-assessments: the organization's risk assessments (workplaces, activities, jobs).
import { orgRoute } from "@/lib/platform/api/route";
import { listPage } from "@/lib/platform/lists/query";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { assessmentSource } from "@/lib/modules/planning/risk-assessment/data";
import { createAssessment } from "@/lib/modules/planning/risk-assessment/mutations";
import { assessmentInputSchema, assessmentList } from "@/lib/modules/planning/risk-assessment/schema";
import { assessmentPageSchema, assessmentSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = orgRoute(
  { access: riskAccess.list, query: assessmentList.query, response: assessmentPageSchema },
  ({ org, query }) => listPage(assessmentList, query, assessmentSource(org, query)),
);

export const POST = orgRoute(
  { access: riskAccess.create, body: assessmentInputSchema, status: 201, response: assessmentSchema },
  ({ org, body }) => createAssessment(org, body),
);
