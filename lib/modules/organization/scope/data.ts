import "server-only";
import type { z } from "zod";
import { notFound } from "@/lib/platform/api/errors";
import { pageArgs, pageFrom, type SortMap } from "@/lib/platform/lists/list";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { scopeRevisionSelect, scopeSelect, toScopeDto } from "./dto";
import type { SCOPE_REVISION_SORT_FIELDS, scopeRevisionListQuerySchema } from "./schema";

const revisionSortMap: SortMap<(typeof SCOPE_REVISION_SORT_FIELDS)[number]> = {
  version: (direction) => ({ version: direction }),
  createdDate: (direction) => ({ createdDate: direction }),
};

export async function getScope(org: OrgContext) {
  const row = await db().scope.findUnique({ where: { organizationId: org.organizationId }, select: scopeSelect });
  if (!row) throw notFound("The organization has no scope yet");
  return toScopeDto(row);
}

/** Newest first; an organization without a scope simply has no revisions. */
export function listScopeRevisions(org: OrgContext, query: z.output<typeof scopeRevisionListQuerySchema>) {
  const where = { scope: { organizationId: org.organizationId } };
  return pageFrom(
    db().scopeRevision.count({ where }),
    db().scopeRevision.findMany({
      where,
      select: scopeRevisionSelect,
      ...pageArgs(query, revisionSortMap, { field: "version", direction: "desc" }),
    }),
  );
}
