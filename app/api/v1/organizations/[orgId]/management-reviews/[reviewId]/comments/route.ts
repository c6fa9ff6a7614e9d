// PUT /api/v1/organizations/{orgId}/management-reviews/{reviewId}/comments: the presenter's comment on one input (an empty one removes it), until the minutes are approved.
import { orgRoute } from "@/lib/platform/api/route";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { commentInput } from "@/lib/modules/evaluation/management-review/mutations";
import { commentInputSchema } from "@/lib/modules/evaluation/management-review/schema";
import { reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const PUT = orgRoute(
  { access: reviewAccess.update, body: commentInputSchema, response: reviewSchema },
  ({ org, params, body }) => commentInput(org, params.reviewId, body),
);
