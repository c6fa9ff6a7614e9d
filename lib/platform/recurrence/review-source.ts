import "server-only";
import type { DueSource } from "./sources";

type ReviewRow = {
  id: string;
  title: string;
  nextReviewDate: Date | null;
  organizationId: string;
  owner: { userId: string | null } | null;
};

/** The query every reviewed record answers: its next review date, its title and its owner. */
const reviewQuery = ({ organizationIds, dueBefore, responsibleUserId, limit }: Parameters<DueSource["list"]>[0]) => ({
  where: {
    organizationId: { in: organizationIds },
    archivedDate: null,
    nextReviewDate: { lt: dueBefore },
    ...(responsibleUserId && { owner: { userId: responsibleUserId } }),
  },
  select: { id: true, title: true, nextReviewDate: true, organizationId: true, owner: { select: { userId: true } } },
  orderBy: [{ nextReviewDate: "asc" as const }, { id: "asc" as const }],
  take: limit,
});

/**
 * A record that falls due for review on its next review date, its owner responsible (policies,
 * procedures, own documents): the module names its key, how to read its rows and its screen.
 */
export function reviewDueSource(
  key: string,
  find: (query: ReturnType<typeof reviewQuery>) => Promise<ReviewRow[]>,
  href: (id: string) => string,
): DueSource {
  return {
    key,
    feature: "LIMITED",
    list: async (query) =>
      (await find(reviewQuery(query))).map((row) => ({
        source: key,
        id: row.id,
        title: row.title,
        dueDate: row.nextReviewDate!,
        organizationId: row.organizationId,
        responsibleUserId: row.owner?.userId ?? null,
        href: href(row.id),
      })),
  };
}
