import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { recordOrganization } from "@/lib/platform/tenancy/record-organization";
import { publicLogoFile } from "@/lib/platform/files/public-logo";
import type { ContentLanguage } from "./choices";
import {
  procedureListSelect,
  procedureRevisionSelect,
  procedureSelect,
  toProcedureDto,
  toProcedureListRow,
  type PublicProcedure,
} from "./dto";
import { procedureList, procedureRevisionList } from "./schema";

type ProcedureListRow = ReturnType<typeof toProcedureListRow>;

/** The organization a procedure belongs to: the routes under /procedures/{id} act in it. */
export const procedureOrganization = recordOrganization("Procedure");

/** The organization's procedures matching the query, for a page or an export. */
export function procedureSource(org: OrgContext, query: ListQuery<typeof procedureList>): ListSource<ProcedureListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text &&
        sql`(t."titleEn" ILIKE ${text} OR t."titleDa" ILIKE ${text} OR t."contentEn" ILIKE ${text} OR t."contentDa" ILIKE ${text})`,
      query.isoStandard && sql`${query.isoStandard}::"IsoStandard" = ANY (t."isoStandards")`,
      query.published && sql`t."published" = ${query.published === "true"}`,
      query.language === "en" && sql`t."titleEn" IS NOT NULL`,
      query.language === "da" && sql`t."titleDa" IS NOT NULL`,
    ],
    rows: async (ids) =>
      (await db().procedure.findMany({ where: { id: { in: ids } }, select: procedureListSelect })).map(
        toProcedureListRow,
      ),
  };
}

export const listProcedures = (org: OrgContext, query: ListQuery<typeof procedureList>) =>
  listPage(procedureList, query, procedureSource(org, query));

export async function getProcedure(org: OrgContext, id: string) {
  const row = await db().procedure.findFirst({ where: ownRow(org, id), select: procedureSelect });
  if (!row) throw notFound("Procedure not found");
  return toProcedureDto(row);
}

async function assertOwnProcedure(org: OrgContext, id: string) {
  if (!(await db().procedure.count({ where: ownRow(org, id) }))) throw notFound("Procedure not found");
}

/** A procedure's revisions, newest first; 404 for a procedure that is not the organization's. */
export async function listProcedureRevisions(
  org: OrgContext,
  id: string,
  query: ListQuery<typeof procedureRevisionList>,
) {
  await assertOwnProcedure(org, id);
  return listPage(procedureRevisionList, query, {
    tenant: sql`t."procedureId" = ${id}::uuid`,
    rows: (ids) => db().procedureRevision.findMany({ where: { id: { in: ids } }, select: procedureRevisionSelect }),
  });
}

/** Every revision of a procedure with its texts, oldest first: the versions screen compares any two. */
export async function allProcedureRevisions(org: OrgContext, id: string) {
  await assertOwnProcedure(org, id);
  return db().procedureRevision.findMany({
    where: { procedureId: id },
    select: procedureRevisionSelect,
    orderBy: { version: "asc" },
  });
}

/** Only a published, live procedure is anyone's to read. */
const publicProcedureWhere = (id: string) => ({ id, published: true, archivedDate: null });

/**
 * A published procedure as anyone may read it, in the language asked for, or in the other one when
 * it is not written in that language (`fallback` says so). An unpublished or archived procedure
 * answers 404, exactly like an id that names nothing, so the answer tells nobody it exists.
 */
export async function getPublicProcedure(id: string, requested: ContentLanguage): Promise<PublicProcedure> {
  const row = await db().procedure.findFirst({
    where: publicProcedureWhere(id),
    select: {
      id: true,
      titleEn: true,
      contentEn: true,
      titleDa: true,
      contentDa: true,
      isoStandards: true,
      isoClause: true,
      lastModifiedDate: true,
      organization: { select: { name: true, logoFileId: true } },
    },
  });
  if (!row) throw notFound();
  const texts = {
    en: { title: row.titleEn, content: row.contentEn },
    da: { title: row.titleDa, content: row.contentDa },
  };
  const language: ContentLanguage = texts[requested].title ? requested : requested === "en" ? "da" : "en";
  return {
    id: row.id,
    language,
    fallback: language !== requested,
    title: texts[language].title ?? "",
    content: texts[language].content ?? "",
    isoStandards: row.isoStandards,
    isoClause: row.isoClause,
    lastModifiedDate: row.lastModifiedDate,
    organization: { name: row.organization.name, hasLogo: row.organization.logoFileId !== null },
  };
}

/** The logo of a published procedure's organization, or 404 like the procedure itself. */
export async function getPublicProcedureLogo(id: string) {
  const row = await db().procedure.findFirst({
    where: publicProcedureWhere(id),
    select: { organization: { select: { logoFileId: true } } },
  });
  return publicLogoFile(row?.organization.logoFileId);
}
