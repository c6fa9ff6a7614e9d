import "server-only";
import { db } from "@/lib/platform/db";
import { reviewDueSource } from "@/lib/platform/recurrence/review-source";

/** An own document falls due for review on its next review date; its owner is responsible. */
export const ownDocumentReviewsDue = reviewDueSource(
  "ownDocumentReviews",
  (query) => db().ownDocument.findMany(query),
  (id) => `/documents/own-documents/${id}`,
);
