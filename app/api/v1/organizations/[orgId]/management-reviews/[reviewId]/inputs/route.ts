// GET /api/v1/organizations/{orgId}/management-reviews/{reviewId}/inputs: the review's inputs, as frozen when it was held, else assembled now from the records for its period.
import { orgRoute } from "@/lib/platform/api/route";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { reviewInputs } from "@/lib/modules/evaluation/management-review/data";
import { reviewInputsAnswerSchema } from "@/lib/modules/evaluation/management-review/dto";

export const GET = orgRoute({ access: reviewAccess.read, response: reviewInputsAnswerSchema }, ({ org, params }) =>
  reviewInputs(org, params.reviewId),
);
