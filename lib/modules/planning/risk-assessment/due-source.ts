import "server-only";
import { db } from "@/lib/platform/db";
import type { DueSource } from "@/lib/platform/recurrence/sources";

/** Assessments due for review (an APV at least every three years), the owner's to do. */
export const riskAssessmentReviewsDue: DueSource = {
  key: "riskAssessmentReviews",
  feature: "FULL",
  overdueList: "/planning/risk-assessment?overdue=true",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    const rows = await db().riskAssessment.findMany({
      where: {
        organizationId: { in: organizationIds },
        archivedDate: null,
        nextReviewDate: { lt: dueBefore },
        ...(responsibleUserId ? { owner: { userId: responsibleUserId } } : {}),
      },
      orderBy: [{ nextReviewDate: "asc" }, { id: "asc" }],
      take: limit,
      select: {
        id: true,
        title: true,
        nextReviewDate: true,
        organizationId: true,
        owner: { select: { userId: true } },
      },
    });
    return rows.map((row) => ({
      source: "riskAssessmentReviews",
      id: row.id,
      title: row.title,
      dueDate: row.nextReviewDate!,
      organizationId: row.organizationId,
      responsibleUserId: row.owner?.userId ?? null,
      href: `/planning/risk-assessment/${row.id}`,
    }));
  },
};
