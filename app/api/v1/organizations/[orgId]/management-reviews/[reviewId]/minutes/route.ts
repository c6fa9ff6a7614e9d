// GET /api/v1/organizations/{orgId}/management-reviews/{reviewId}/minutes: the minutes as a PDF in the reader's language.
import { orgRoute } from "@/lib/platform/api/route";
import { pdfAttachment, pdfFile } from "@/lib/platform/pdf/attachment";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { getReview, reviewInputs } from "@/lib/modules/evaluation/management-review/data";
import { reviewMinutes } from "@/lib/modules/evaluation/management-review/minutes";

export const GET = orgRoute({ access: reviewAccess.read, response: pdfFile }, async ({ org, params }) => {
  const [review, { inputs }] = await Promise.all([getReview(org, params.reviewId), reviewInputs(org, params.reviewId)]);
  return pdfAttachment(await reviewMinutes(org, review, inputs), `${review.title} ${review.meetingDate}`);
});
