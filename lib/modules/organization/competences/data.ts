import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { calendarToday } from "./due";
import { competenceListSelect, competenceSelect, toCompetenceDto, toCompetenceListRow } from "./dto";
import { competenceList } from "./schema";

type CompetenceListRow = ReturnType<typeof toCompetenceListRow>;

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
      text && sql`(t."name" ILIKE ${text} OR t."description" ILIKE ${text})`,
      query.frequency && sql`t."frequency" = ${query.frequency}::"Frequency"`,
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
