import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { toWireDate } from "@/lib/platform/api/wire";
import { ownRow } from "@/lib/platform/tenancy/references";
import { publicLogoFile } from "@/lib/platform/files/public-logo";
import {
  policyListSelect,
  policyRevisionSelect,
  policySelect,
  publicPolicySelect,
  toPolicyDto,
  toPolicyListRow,
  type PublicPolicy,
} from "./dto";
import { policyList, policyRevisionList } from "./schema";

type PolicyListRow = ReturnType<typeof toPolicyListRow>;

/** The organization's policies matching the query, for a page or an export. */
export function policySource(org: OrgContext, query: ListQuery<typeof policyList>): ListSource<PolicyListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."title" ILIKE ${text} OR t."content" ILIKE ${text})`,
      query.isoStandard && sql`${query.isoStandard}::"IsoStandard" = ANY (t."isoStandards")`,
      query.published && sql`t."published" = ${query.published === "true"}`,
    ],
    rows: async (ids) =>
      (await db().policy.findMany({ where: { id: { in: ids } }, select: policyListSelect })).map(toPolicyListRow),
  };
}

export const listPolicies = (org: OrgContext, query: ListQuery<typeof policyList>) =>
  listPage(policyList, query, policySource(org, query));

export async function getPolicy(org: OrgContext, id: string) {
  const row = await db().policy.findFirst({ where: ownRow(org, id), select: policySelect });
  if (!row) throw notFound("Policy not found");
  const approved = row.approvedRevisionId
    ? await db().policyRevision.findUnique({ where: { id: row.approvedRevisionId }, select: { version: true } })
    : null;
  return toPolicyDto(row, approved?.version ?? null);
}

/** A policy's revisions, newest first; 404 for a policy that is not the organization's. */
export async function listPolicyRevisions(org: OrgContext, id: string, query: ListQuery<typeof policyRevisionList>) {
  if (!(await db().policy.count({ where: ownRow(org, id) }))) throw notFound("Policy not found");
  return listPage(policyRevisionList, query, {
    tenant: sql`t."policyId" = ${id}::uuid`,
    rows: (ids) => db().policyRevision.findMany({ where: { id: { in: ids } }, select: policyRevisionSelect }),
  });
}

/** Every revision of a policy with its text, oldest first: the versions screen compares any two. */
export async function allPolicyRevisions(org: OrgContext, id: string) {
  if (!(await db().policy.count({ where: ownRow(org, id) }))) throw notFound("Policy not found");
  return db().policyRevision.findMany({
    where: { policyId: id },
    select: policyRevisionSelect,
    orderBy: { version: "asc" },
  });
}

/** The row the public view reads, or null when the policy is not public (unpublished, archived, never approved). */
async function publicRow(id: string) {
  return db().policy.findFirst({
    where: { id, published: true, archivedDate: null, approvedRevisionId: { not: null } },
    select: { ...publicPolicySelect, approvedRevisionId: true },
  });
}

/**
 * A published policy as anyone may read it: the approved revision's title and text, the approval
 * date, the standards and the organization's name. Anything else answers 404, exactly like an id
 * that names nothing, so the answer tells nobody whether an unpublished policy exists.
 */
export async function getPublicPolicy(id: string): Promise<PublicPolicy> {
  const row = await publicRow(id);
  const revision =
    row &&
    (await db().policyRevision.findUnique({
      where: { id: row.approvedRevisionId! },
      select: { title: true, content: true, version: true },
    }));
  if (!row || !revision) throw notFound();
  return {
    id: row.id,
    title: revision.title,
    content: revision.content,
    version: revision.version,
    approvedDate: toWireDate(row.approvedDate),
    isoStandards: row.isoStandards,
    organization: { name: row.organization.name, hasLogo: row.organization.logoFileId !== null },
  };
}

/** The logo of a published policy's organization, or 404 like the policy itself. */
export async function getPublicPolicyLogo(id: string) {
  return publicLogoFile((await publicRow(id))?.organization.logoFileId);
}
