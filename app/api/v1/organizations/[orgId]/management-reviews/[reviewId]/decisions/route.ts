// POST /api/v1/organizations/{orgId}/management-reviews/{reviewId}/decisions: a decision of the meeting, with the action that carries it out when one is given.
import { orgRoute } from "@/lib/platform/api/route";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { addDecision } from "@/lib/modules/evaluation/management-review/mutations";
import { decisionInputSchema } from "@/lib/modules/evaluation/management-review/schema";
import { reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const POST = orgRoute(
  { access: reviewAccess.update, body: decisionInputSchema, status: 201, response: reviewSchema },
  ({ org, params, body }) => addDecision(org, params.reviewId, body),
);
