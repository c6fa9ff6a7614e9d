import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { calendarToday } from "./due";
import { competenceListSelect, competenceSelect, toCompetenceDto, toCompetenceListRow } from "./dto";
import { competenceList } from "./schema";

export async function listCompetences(org: OrgContext, query: ListQuery<typeof competenceList>) {
  const today = calendarToday();
  const text = query.q ? containsPattern(query.q) : undefined;
  return listPage(competenceList, query, {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      text && sql`(t."name" ILIKE ${text} OR t."description" ILIKE ${text})`,
      query.frequency && sql`t."frequency" = ${query.frequency}::"Frequency"`,
    ],
    rows: async (ids) =>
      (await db().competence.findMany({ where: { id: { in: ids } }, select: competenceListSelect })).map((row) =>
        toCompetenceListRow(row, today),
      ),
  });
}

export async function getCompetence(org: OrgContext, id: string) {
  const row = await db().competence.findFirst({ where: ownRow(org, id), select: competenceSelect });
  if (!row) throw notFound("Competence not found");
  return toCompetenceDto(row, calendarToday());
}
