import "server-only";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { dateCondition } from "@/lib/platform/lists/date-filter-condition";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { obligationSelect, toObligationDto } from "./dto";
import { obligationList } from "./schema";

/** A condition on the obligation's act. */
const onAct = (condition: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM "Legislation" l WHERE l."id" = t."legislationId" AND ${condition})`;

const CHANGED = sql`t."evaluatedAt" IS NOT NULL AND EXISTS (SELECT 1 FROM "Legislation" l WHERE l."id" = t."legislationId" AND l."lastModifiedDate" > t."evaluatedAt")`;

/** The organization's binding obligations matching the query, for a page, the matrix or an export. */
export function obligationSource(
  org: OrgContext,
  query: ListQuery<typeof obligationList>,
): ListSource<ReturnType<typeof toObligationDto>> {
  const pattern = query.q && containsPattern(query.q);
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      query.status && sql`t."status" = ${query.status}::"ComplianceStatus"`,
      pattern &&
        sql`(t."legislationTitle" ILIKE ${pattern} OR ${onAct(sql`(l."officialNumber" ILIKE ${pattern} OR l."titleEn" ILIKE ${pattern} OR l."titleDa" ILIKE ${pattern})`)})`,
      query.jurisdiction && onAct(sql`l."jurisdiction" = ${query.jurisdiction}`),
      query.kind && onAct(sql`l."kind" = ${query.kind}::"LegislationKind"`),
      query.topic &&
        sql`EXISTS (SELECT 1 FROM "_LegislationToTopic" lt WHERE lt."A" = t."legislationId" AND lt."B" = ${query.topic}::uuid)`,
      query.changedSinceEvaluation === "true" && CHANGED,
      query.changedSinceEvaluation === "false" && sql`NOT (${CHANGED})`,
      dateCondition("lastModifiedDate", query["lastModifiedDate.value"], query["lastModifiedDate.matchMode"]),
    ],
    rows: async (ids) =>
      (await db().bindingObligation.findMany({ where: { id: { in: ids } }, select: obligationSelect })).map(
        toObligationDto,
      ),
  };
}

export const listObligations = (org: OrgContext, query: ListQuery<typeof obligationList>) =>
  listPage(obligationList, query, obligationSource(org, query));

export async function getObligation(org: OrgContext, id: string) {
  const row = await db().bindingObligation.findFirst({
    where: { id, organizationId: org.organizationId },
    select: obligationSelect,
  });
  if (!row) throw notFound("Binding obligation not found");
  return toObligationDto(row);
}

/** The most rows the matrix shows; beyond it the matrix says so and the export has them all. */
export const MATRIX_LIMIT = 500;

/**
 * The matrix: every active obligation in the query's filter, in title order, up to MATRIX_LIMIT,
 * with the total.
 */
export async function obligationMatrix(org: OrgContext, query: ListQuery<typeof obligationList>) {
  const rows: ReturnType<typeof toObligationDto>[] = [];
  let total = 0;
  for (let page = 0; rows.length < MATRIX_LIMIT; page++) {
    const answer = await listObligations(org, { ...query, page, size: 100, sort: "title,asc" });
    total = answer.totalElements;
    rows.push(...answer.content);
    if (answer.content.length < 100) break;
  }
  return { rows: rows.slice(0, MATRIX_LIMIT), total };
}
