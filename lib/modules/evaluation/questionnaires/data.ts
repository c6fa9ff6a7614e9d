import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type Condition, type ListSource } from "@/lib/platform/lists/query";
import { questionnaireSelect, toQuestionnaireDto, toVersionDto, type QuestionnaireDto } from "./dto";
import { questionnaireList } from "./schema";

function filters(query: ListQuery<typeof questionnaireList>): Condition[] {
  const text = query.q ? containsPattern(query.q) : undefined;
  return [
    archivedCondition(query.archived),
    text && sql`(t."titleEn" ILIKE ${text} OR t."titleDa" ILIKE ${text})`,
    query.purpose && sql`t."purpose" = ${query.purpose}::"QuestionnairePurpose"`,
    query.standard && sql`${query.standard}::"IsoStandard" = ANY (t."standards")`,
    query.owner === "system" && sql`t."organizationId" IS NULL`,
    query.owner === "organization" && sql`t."organizationId" IS NOT NULL`,
  ];
}

const rows = async (ids: string[]) =>
  (await db().questionnaire.findMany({ where: { id: { in: ids } }, select: questionnaireSelect })).map(
    toQuestionnaireDto,
  );

/** The system's questionnaires and the organization's own copies: what it may answer and copy. */
export function questionnaireSource(
  org: OrgContext,
  query: ListQuery<typeof questionnaireList>,
): ListSource<QuestionnaireDto> {
  return {
    tenant: sql`(t."organizationId" IS NULL OR t."organizationId" = ${org.organizationId}::uuid)`,
    filters: filters(query),
    rows,
  };
}

/** The system's questionnaires alone: the maintainers' list. */
export function systemQuestionnaireSource(query: ListQuery<typeof questionnaireList>): ListSource<QuestionnaireDto> {
  return { tenant: sql`t."organizationId" IS NULL`, filters: filters({ ...query, owner: undefined }), rows };
}

export const listQuestionnaires = (org: OrgContext, query: ListQuery<typeof questionnaireList>) =>
  listPage(questionnaireList, query, questionnaireSource(org, query));

/** One the organization may read: the system's or its own. */
export async function getQuestionnaire(org: OrgContext, id: string) {
  const row = await db().questionnaire.findFirst({
    where: { id, OR: [{ organizationId: null }, { organizationId: org.organizationId }] },
    select: questionnaireSelect,
  });
  if (!row) throw notFound("Questionnaire not found");
  return toQuestionnaireDto(row);
}

export async function getSystemQuestionnaire(id: string) {
  const row = await db().questionnaire.findFirst({ where: { id, organizationId: null }, select: questionnaireSelect });
  if (!row) throw notFound("Questionnaire not found");
  return toQuestionnaireDto(row);
}

/** Every version of a questionnaire the organization may read, newest first. */
export async function questionnaireVersions(org: OrgContext | null, id: string) {
  const owner = org ? [{ organizationId: null }, { organizationId: org.organizationId }] : [{ organizationId: null }];
  const found = await db().questionnaire.findFirst({ where: { id, OR: owner }, select: { id: true } });
  if (!found) throw notFound("Questionnaire not found");
  const versions = await db().questionnaireVersion.findMany({
    where: { questionnaireId: id },
    orderBy: { version: "desc" },
    select: { id: true, version: true, sections: true, authorName: true, createdDate: true },
  });
  return versions.map(toVersionDto);
}
