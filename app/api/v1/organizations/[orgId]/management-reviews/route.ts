// GET, POST /api/v1/organizations/{orgId}/management-reviews: the management reviews, a page or the whole as CSV or XLSX; POST prepares a review.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { reviewSource } from "@/lib/modules/evaluation/management-review/data";
import { reviewExport } from "@/lib/modules/evaluation/management-review/export";
import { createReview } from "@/lib/modules/evaluation/management-review/mutations";
import { reviewInputSchema, reviewList } from "@/lib/modules/evaluation/management-review/schema";
import { reviewPageSchema, reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const GET = orgRoute(
  { access: reviewAccess.list, query: reviewList.query, response: reviewPageSchema },
  (input) => answerList(input, reviewExport, reviewSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: reviewAccess.create, body: reviewInputSchema, status: 201, response: reviewSchema },
  ({ org, body }) => createReview(org, body),
);
