import "server-only";
import { db } from "@/lib/platform/db";
import type { DueSource } from "@/lib/platform/recurrence/sources";

/**
 * A binding obligation falls due for its next compliance evaluation on its next evaluation date;
 * the obligation's responsible member is responsible. Named by the act's sort title.
 */
export const obligationEvaluationsDue: DueSource = {
  key: "obligationEvaluations",
  feature: "LIMITED",
  // the list's "needs evaluation: overdue" filter compares the same next evaluation date with today
  overdueList: "/documents/binding-obligations?needsEvaluation=OVERDUE",
  list: async ({ organizationIds, dueBefore, responsibleUserId, limit }) => {
    const rows = await db().bindingObligation.findMany({
      where: {
        organizationId: { in: organizationIds },
        archivedDate: null,
        nextEvaluationDate: { lt: dueBefore },
        ...(responsibleUserId && { responsible: { userId: responsibleUserId } }),
      },
      select: {
        id: true,
        nextEvaluationDate: true,
        organizationId: true,
        legislationTitle: true,
        responsible: { select: { userId: true } },
      },
      orderBy: [{ nextEvaluationDate: "asc" }, { id: "asc" }],
      take: limit,
    });
    return rows.map((row) => ({
      source: "obligationEvaluations",
      id: row.id,
      title: row.legislationTitle,
      dueDate: row.nextEvaluationDate!,
      organizationId: row.organizationId,
      responsibleUserId: row.responsible?.userId ?? null,
      href: `/documents/binding-obligations/${row.id}`,
    }));
  },
};
