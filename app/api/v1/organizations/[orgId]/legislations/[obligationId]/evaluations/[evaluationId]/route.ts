// GET /api/v1/organizations/{orgId}/legislations/{obligationId}/evaluations/{evaluationId}: one
// evaluation as it was recorded. There is no PUT or DELETE: evaluations are evidence, and a
// correction is a new evaluation.
import { orgRoute } from "@/lib/platform/api/route";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { getEvaluation } from "@/lib/modules/documents/binding-obligations/data";
import { evaluationSchema } from "@/lib/modules/documents/binding-obligations/dto";

export const GET = orgRoute({ access: obligationAccess.read, response: evaluationSchema }, ({ org, params }) =>
  getEvaluation(org, params.obligationId, params.evaluationId),
);
