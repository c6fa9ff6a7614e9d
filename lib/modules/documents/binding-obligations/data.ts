import "server-only";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { dateCondition } from "@/lib/platform/lists/date-filter-condition";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource, type Sql } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { dueCondition } from "@/lib/platform/recurrence/due-condition";
import { evaluationSelect, obligationSelect, toEvaluationDto, toObligationDto } from "./dto";
import { evaluationList, obligationList } from "./schema";
import type { EvaluationNeed } from "./choices";

/** A condition on the obligation's act. */
const onAct = (condition: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM "Legislation" l WHERE l."id" = t."legislationId" AND ${condition})`;

/** The act changed in the catalogue after the obligation's latest evaluation. */
export const CHANGED = sql`t."evaluatedAt" IS NOT NULL AND EXISTS (SELECT 1 FROM "Legislation" l WHERE l."id" = t."legislationId" AND l."lastModifiedDate" > t."evaluatedAt")`;

/**
 * Obligations that need an evaluation, for each reason: the next evaluation date has passed (the
 * index on the tenant and the next date serves it), never evaluated (the index on the tenant and
 * the status), or the act changed after the latest evaluation (one look-up of the act by its key).
 */
function needsEvaluationCondition(need: EvaluationNeed | "ANY", today: Date): Sql {
  const reasons: Record<EvaluationNeed, Sql> = {
    OVERDUE: dueCondition(sql`t."nextEvaluationDate"`, "OVERDUE", today),
    NEVER_EVALUATED: sql`t."status" = 'NOT_EVALUATED'::"ComplianceStatus"`,
    ACT_CHANGED: CHANGED,
  };
  if (need !== "ANY") return reasons[need];
  return sql`((${reasons.OVERDUE}) OR (${reasons.NEVER_EVALUATED}) OR (${reasons.ACT_CHANGED}))`;
}

/** The organization's binding obligations matching the query, for a page, the matrix or an export. */
export function obligationSource(
  org: OrgContext,
  query: ListQuery<typeof obligationList>,
): ListSource<ReturnType<typeof toObligationDto>> {
  const pattern = query.q && containsPattern(query.q);
  const today = calendarToday();
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
      query.needsEvaluation && needsEvaluationCondition(query.needsEvaluation, today),
      dateCondition("lastModifiedDate", query["lastModifiedDate.value"], query["lastModifiedDate.matchMode"]),
    ],
    rows: async (ids) =>
      (await db().bindingObligation.findMany({ where: { id: { in: ids } }, select: obligationSelect })).map((row) =>
        toObligationDto(row, today),
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
  return toObligationDto(row, calendarToday());
}

/** The obligation an evaluation belongs to, the organization's own (404 otherwise). */
async function obligationOf(org: OrgContext, obligationId: string) {
  const obligation = await db().bindingObligation.findFirst({ where: ownRow(org, obligationId), select: { id: true } });
  if (!obligation) throw notFound("Binding obligation not found");
  return obligation;
}

/** An obligation's evaluations, latest first, for a page or an export. */
export async function evaluationSource(
  org: OrgContext,
  obligationId: string,
): Promise<ListSource<ReturnType<typeof toEvaluationDto>>> {
  const obligation = await obligationOf(org, obligationId);
  return {
    tenant: sql`t."obligationId" = ${obligation.id}::uuid AND t."organizationId" = ${org.organizationId}::uuid`,
    filters: [],
    rows: async (ids) =>
      (await db().obligationEvaluation.findMany({ where: { id: { in: ids } }, select: evaluationSelect })).map(
        toEvaluationDto,
      ),
  };
}

export const listEvaluations = async (org: OrgContext, obligationId: string, query: ListQuery<typeof evaluationList>) =>
  listPage(evaluationList, query, await evaluationSource(org, obligationId));

export async function getEvaluation(org: OrgContext, obligationId: string, evaluationId: string) {
  const obligation = await obligationOf(org, obligationId);
  const row = await db().obligationEvaluation.findFirst({
    where: { id: evaluationId, obligationId: obligation.id, organizationId: org.organizationId },
    select: evaluationSelect,
  });
  if (!row) throw notFound("Evaluation not found");
  return toEvaluationDto(row);
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
