// GET, PUT, DELETE /api/v1/organizations/{orgId}/management-reviews/{reviewId}: one review with its comments and decisions; PUT until the minutes are approved; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { getReview } from "@/lib/modules/evaluation/management-review/data";
import { archiveReview, updateReview } from "@/lib/modules/evaluation/management-review/mutations";
import { reviewInputSchema } from "@/lib/modules/evaluation/management-review/schema";
import { reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const GET = orgRoute({ access: reviewAccess.read, response: reviewSchema }, ({ org, params }) =>
  getReview(org, params.reviewId),
);

export const PUT = orgRoute(
  { access: reviewAccess.update, body: reviewInputSchema, response: reviewSchema },
  ({ org, params, body }) => updateReview(org, params.reviewId, body),
);

export const DELETE = orgRoute({ access: reviewAccess.archive, status: 204 }, ({ org, params }) =>
  archiveReview(org, params.reviewId),
);
