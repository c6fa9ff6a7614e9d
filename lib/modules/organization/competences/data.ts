import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { dueCondition } from "@/lib/platform/recurrence/due-condition";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import type { COMPETENCE_STATUSES } from "./due";
import { competenceListSelect, competenceSelect, toCompetenceDto, toCompetenceListRow } from "./dto";
import { competenceList } from "./schema";

type CompetenceListRow = ReturnType<typeof toCompetenceListRow>;

/** Someone must hold the competence and has not acquired it yet. */
const notYetAcquired = sql`EXISTS (SELECT 1 FROM "CompetenceRequirement" r
  WHERE r."competenceId" = t."id" AND r."lastAcquisitionDate" IS NULL)`;

/**
 * The status filter through the earliest due date: overdue when it has passed, due soon when it
 * falls within the warning window; else missing while someone has not acquired it, and OK when
 * everyone assigned holds it (a competence nobody must hold has no status).
 */
function statusCondition(status: (typeof COMPETENCE_STATUSES)[number], today: Date) {
  if (status === "OVERDUE" || status === "DUE_SOON") return dueCondition(sql`t."earliestDueDate"`, status, today);
  const notUrgent = dueCondition(sql`t."earliestDueDate"`, "OK", today, {
    withoutDate: sql`EXISTS (SELECT 1 FROM "CompetenceRequirement" r WHERE r."competenceId" = t."id")`,
  });
  return status === "MISSING"
    ? sql`(${notUrgent} AND ${notYetAcquired})`
    : sql`(${notUrgent} AND NOT ${notYetAcquired})`;
}

/** The organization's competences matching the query, for a page or an export. */
export function competenceSource(
  org: OrgContext,
  query: ListQuery<typeof competenceList>,
): ListSource<CompetenceListRow> {
  const today = calendarToday();
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."name" ILIKE ${text} OR t."description" ILIKE ${text})`,
      query.frequency && sql`t."frequency" = ${query.frequency}::"Frequency"`,
      query.status && statusCondition(query.status, today),
    ],
    rows: async (ids) =>
      (await db().competence.findMany({ where: { id: { in: ids } }, select: competenceListSelect })).map((row) =>
        toCompetenceListRow(row, today),
      ),
  };
}

export const listCompetences = (org: OrgContext, query: ListQuery<typeof competenceList>) =>
  listPage(competenceList, query, competenceSource(org, query));

export async function getCompetence(org: OrgContext, id: string) {
  const row = await db().competence.findFirst({ where: ownRow(org, id), select: competenceSelect });
  if (!row) throw notFound("Competence not found");
  return toCompetenceDto(row, calendarToday());
}
