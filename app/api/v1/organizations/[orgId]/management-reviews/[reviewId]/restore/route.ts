// POST /api/v1/organizations/{orgId}/management-reviews/{reviewId}/restore: the archived review back.
import { orgRoute } from "@/lib/platform/api/route";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { restoreReview } from "@/lib/modules/evaluation/management-review/mutations";
import { reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const POST = orgRoute({ access: reviewAccess.archive, response: reviewSchema }, ({ org, params }) =>
  restoreReview(org, params.reviewId),
);
