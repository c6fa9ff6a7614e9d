// PUT, DELETE /api/v1/organizations/{orgId}/review-decisions/{decisionId}: a review's decision changed, or removed while no action carries it out, until the minutes are approved.
import { z } from "zod";
import { orgRoute } from "@/lib/platform/api/route";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { removeDecision, updateDecision } from "@/lib/modules/evaluation/management-review/mutations";
import { reviewSchema } from "@/lib/modules/evaluation/management-review/dto";

export const PUT = orgRoute(
  {
    access: reviewAccess.update,
    body: z.object({ text: z.string().trim().min(1).max(4000), lastModifiedDate: lastModifiedDateField }),
    response: reviewSchema,
  },
  ({ org, params, body }) => updateDecision(org, params.decisionId, body),
);

export const DELETE = orgRoute({ access: reviewAccess.update, status: 204 }, async ({ org, params }) => {
  await removeDecision(org, params.decisionId);
});
