// POST /api/v1/organizations/{orgId}/management-reviews/{reviewId}/hold: the meeting is held: its inputs are frozen, so later changes elsewhere leave the minutes as they were.
import { orgRoute } from "@/lib/platform/api/route";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { holdReview } from "@/lib/modules/evaluation/management-review/mutations";
import { stepSchema } from "@/lib/modules/evaluation/management-review/schema";
import { reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const POST = orgRoute(
  { access: reviewAccess.hold, body: stepSchema, response: reviewSchema },
  ({ org, params, body }) => holdReview(org, params.reviewId, body.lastModifiedDate),
);
