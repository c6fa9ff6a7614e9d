import "server-only";
import { db } from "@/lib/platform/db";
import { reviewDueSource } from "@/lib/platform/recurrence/review-source";

/** A policy falls due for review on its next review date; its owner is responsible. */
export const policyReviewsDue = reviewDueSource(
  "policyReviews",
  (query) => db().policy.findMany(query),
  (id) => `/leadership/policies/${id}`,
);
