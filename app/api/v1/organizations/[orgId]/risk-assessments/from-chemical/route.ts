// POST /api/v1/organizations/{orgId}/risk-assessments/from-chemical: an assessment of a registered chemical, its hazards from its hazard statements.
import { z } from "zod";
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { assessChemical } from "@/lib/modules/planning/risk-assessment/mutations";
import { assessmentSchema } from "@/lib/modules/planning/risk-assessment/dto";

const body = z.object({
  chemicalAssociationId: z.uuid(),
  ownerId: z
    .uuid()
    .nullish()
    .transform((id) => id ?? null),
});

export const POST = orgRoute(
  { access: riskAccess.create, body, status: 201, response: assessmentSchema },
  ({ org, body }) => assessChemical(org, body),
);
