import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, queryRows, sql, type ListSource } from "@/lib/platform/lists/query";
import { CHANGED } from "@/lib/modules/documents/binding-obligations/data";
import {
  roundObligationSelect,
  roundSelect,
  toRoundDto,
  toRoundObligation,
  type RoundDto,
  type RoundObligationDto,
  type RoundProgress,
} from "./dto";
import { roundList, roundObligationList } from "./schema";

/** The latest evaluation of each obligation in each of the rounds: a round's results. */
const latestInRounds = (roundIds: string[]) => sql`
  SELECT DISTINCT ON (e."roundId", e."obligationId") e."roundId", e."obligationId", e."id", e."status"
  FROM "ObligationEvaluation" e WHERE e."roundId" = ANY(${roundIds}::uuid[])
  ORDER BY e."roundId", e."obligationId", e."evaluationDate" DESC, e."id" DESC`;

/** Each round's progress, in one statement for a page of rounds. */
async function progressOf(org: OrgContext, rounds: { id: string; status: string }[]) {
  if (!rounds.length) return new Map<string, RoundProgress>();
  const rows = await queryRows<RoundProgress & { id: string }>(sql`
    WITH latest AS (${latestInRounds(rounds.map((round) => round.id))})
    SELECT r."id"::text AS id,
      (SELECT count(*) FROM "BindingObligation" o
        WHERE o."organizationId" = ${org.organizationId}::uuid AND o."archivedDate" IS NULL)::int AS obligations,
      count(l."id")::int AS evaluated,
      count(*) FILTER (WHERE l."status" = 'COMPLIANT')::int AS "compliant",
      count(*) FILTER (WHERE l."status" = 'PARTLY_COMPLIANT')::int AS "partlyCompliant",
      count(*) FILTER (WHERE l."status" = 'NOT_COMPLIANT')::int AS "notCompliant",
      count(*) FILTER (WHERE l."status" = 'NOT_APPLICABLE')::int AS "notApplicable",
      (SELECT count(*) FROM "Action" a JOIN latest la ON la."id" = a."evaluationId"
        WHERE la."roundId" = r."id" AND a."archivedDate" IS NULL
          AND a."status" IN ('PLANNED', 'IN_PROGRESS'))::int AS "openActions"
    FROM "ComplianceRound" r LEFT JOIN latest l ON l."roundId" = r."id"
    WHERE r."id" = ANY(${rounds.map((round) => round.id)}::uuid[])
    GROUP BY r."id"`);
  const signedOff = new Set(rounds.filter((round) => round.status === "SIGNED_OFF").map((round) => round.id));
  // a signed-off round covered every obligation it evaluated; later obligations are the next round's
  return new Map(
    rows.map(({ id, ...progress }) => [
      id,
      signedOff.has(id) ? { ...progress, obligations: progress.evaluated } : progress,
    ]),
  );
}

async function roundsWithProgress(org: OrgContext, ids: string[]): Promise<RoundDto[]> {
  const rows = await db().complianceRound.findMany({ where: { id: { in: ids } }, select: roundSelect });
  const progress = await progressOf(org, rows);
  return rows.map((row) => toRoundDto(row, progress.get(row.id)!));
}

export function roundSource(org: OrgContext, query: ListQuery<typeof roundList>): ListSource<RoundDto> {
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [archivedCondition(query.archived)],
    rows: (ids) => roundsWithProgress(org, ids),
  };
}

export const listRounds = (org: OrgContext, query: ListQuery<typeof roundList>) =>
  listPage(roundList, query, roundSource(org, query));

export async function getRound(org: OrgContext, id: string) {
  const row = await db().complianceRound.findFirst({
    where: { id, organizationId: org.organizationId },
    select: { id: true },
  });
  if (!row) throw notFound("Compliance evaluation round not found");
  return (await roundsWithProgress(org, [id]))[0]!;
}

/**
 * The organization's latest round in force, with its progress, for a summary: of all rounds the one
 * of the latest year, or of the rounds begun by `startedBy` (a date) the one ending last.
 */
export async function latestRound(org: OrgContext, startedBy?: string): Promise<RoundDto | null> {
  const row = await db().complianceRound.findFirst({
    where: {
      organizationId: org.organizationId,
      archivedDate: null,
      ...(startedBy && { periodStart: { lte: new Date(startedBy) } }),
    },
    orderBy: startedBy ? { periodEnd: "desc" } : { year: "desc" },
    select: roundSelect,
  });
  return row && toRoundDto(row, (await progressOf(org, [row])).get(row.id)!);
}

/** The latest evaluation in the round of the obligation `t`. */
const resultInRound = (roundId: string) => sql`(SELECT e."status" FROM "ObligationEvaluation" e
  WHERE e."obligationId" = t."id" AND e."roundId" = ${roundId}::uuid
  ORDER BY e."evaluationDate" DESC, e."id" DESC LIMIT 1)`;

/**
 * A round's obligations: the organization's obligations in force, or for a signed-off round those it
 * evaluated, each with its result in the round.
 */
export async function roundObligationSource(
  org: OrgContext,
  roundId: string,
  query: ListQuery<typeof roundObligationList>,
): Promise<ListSource<RoundObligationDto>> {
  const round = await getRound(org, roundId);
  const pattern = query.q && containsPattern(query.q);
  const inRound = sql`EXISTS (SELECT 1 FROM "ObligationEvaluation" e WHERE e."obligationId" = t."id" AND e."roundId" = ${round.id}::uuid)`;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      round.status === "SIGNED_OFF" ? inRound : sql`t."archivedDate" IS NULL`,
      pattern && sql`t."legislationTitle" ILIKE ${pattern}`,
      query.result === "NOT_EVALUATED" && sql`NOT ${inRound}`,
      query.result &&
        query.result !== "NOT_EVALUATED" &&
        sql`${resultInRound(round.id)} = ${query.result}::"ComplianceStatus"`,
      query.changed && CHANGED,
      query.responsibleId && sql`t."responsibleId" = ${query.responsibleId}::uuid`,
    ],
    rows: async (ids) =>
      (
        await db().bindingObligation.findMany({ where: { id: { in: ids } }, select: roundObligationSelect(round.id) })
      ).map(toRoundObligation),
  };
}

export const listRoundObligations = async (
  org: OrgContext,
  roundId: string,
  query: ListQuery<typeof roundObligationList>,
) => listPage(roundObligationList, query, await roundObligationSource(org, roundId, query));

/** The obligations whose act changed since their latest evaluation, which the round takes first. */
export async function changedObligations(org: OrgContext, roundId: string) {
  const source = await roundObligationSource(org, roundId, { changed: "true" } as ListQuery<
    typeof roundObligationList
  >);
  return listPage(roundObligationList, { page: 0, size: 100, sort: "title,asc" }, source);
}
