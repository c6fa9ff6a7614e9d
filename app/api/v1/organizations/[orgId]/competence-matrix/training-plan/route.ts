// GET /api/v1/organizations/{orgId}/competence-matrix/training-plan: what expires or must be acquired in the twelve months from this one, by month, and what is outstanding already, with the matrix's filters.
import { orgRoute } from "@/lib/platform/api/route";
import { competenceMatrixAccess } from "@/lib/modules/operation/competence-matrix/access";
import { planSchema } from "@/lib/modules/operation/competence-matrix/dto";
import { planQuerySchema } from "@/lib/modules/operation/competence-matrix/schema";
import { trainingPlan } from "@/lib/modules/operation/competence-matrix/training-plan";

export const GET = orgRoute(
  { access: competenceMatrixAccess.read, query: planQuerySchema, response: planSchema },
  ({ org, query }) => trainingPlan(org, query),
);
