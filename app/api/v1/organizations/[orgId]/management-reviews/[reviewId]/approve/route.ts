// POST /api/v1/organizations/{orgId}/management-reviews/{reviewId}/approve: a manager approves the held review's minutes; read-only after.
import { orgRoute } from "@/lib/platform/api/route";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { approveReview } from "@/lib/modules/evaluation/management-review/mutations";
import { stepSchema } from "@/lib/modules/evaluation/management-review/schema";
import { reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const POST = orgRoute(
  { access: reviewAccess.approve, body: stepSchema, response: reviewSchema },
  ({ org, params, body }) => approveReview(org, params.reviewId, body.lastModifiedDate),
);
