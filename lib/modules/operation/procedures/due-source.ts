import "server-only";
import { db } from "@/lib/platform/db";
import { reviewDueSource } from "@/lib/platform/recurrence/review-source";

/** A procedure falls due for review on its next review date; its owner is responsible. */
export const procedureReviewsDue = reviewDueSource(
  "procedureReviews",
  (query) => db().procedure.findMany(query),
  (id) => `/operation/procedures/${id}`,
);
