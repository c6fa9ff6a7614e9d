import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import {
  reviewListSelect,
  reviewSelect,
  toReviewDto,
  toReviewListRow,
  type ReviewDto,
  type ReviewListRow,
} from "./dto";
import { assembleInputs } from "./inputs-data";
import { reviewList } from "./schema";

export function reviewSource(org: OrgContext, query: ListQuery<typeof reviewList>): ListSource<ReviewListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."title" ILIKE ${text} OR t."agenda" ILIKE ${text})`,
      query.status && sql`t."status" = ${query.status}::"ManagementReviewStatus"`,
    ],
    rows: async (ids) =>
      (await db().managementReview.findMany({ where: { id: { in: ids } }, select: reviewListSelect })).map(
        toReviewListRow,
      ),
  };
}

export const listReviews = (org: OrgContext, query: ListQuery<typeof reviewList>) =>
  listPage(reviewList, query, reviewSource(org, query));

export async function getReview(org: OrgContext, id: string): Promise<ReviewDto> {
  const row = await db().managementReview.findFirst({
    where: { id, organizationId: org.organizationId },
    select: reviewSelect,
  });
  if (!row) throw notFound("Management review not found");
  return toReviewDto(row);
}

/** The review's inputs: as frozen when it was held, else as the records stand now for its period. */
export async function reviewInputs(org: OrgContext, id: string) {
  const review = await getReview(org, id);
  if (review.inputs) return { frozen: true, inputs: review.inputs };
  return { frozen: false, inputs: await inputsOf(org, review) };
}

export const inputsOf = (
  org: OrgContext,
  review: Pick<ReviewDto, "id" | "meetingDate" | "periodStart" | "periodEnd">,
) =>
  assembleInputs(org, {
    id: review.id,
    meetingDate: review.meetingDate,
    period: { start: review.periodStart, end: review.periodEnd },
  });
