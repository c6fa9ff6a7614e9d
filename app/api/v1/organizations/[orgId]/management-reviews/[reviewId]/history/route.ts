// GET /api/v1/organizations/{orgId}/management-reviews/{reviewId}/history: the review's history with its comments, decisions and participants, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { getReview } from "@/lib/modules/evaluation/management-review/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: reviewAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.reviewId, getReview),
);
