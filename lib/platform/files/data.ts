import "server-only";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { fileSelect, toFileDto } from "./dto";
import { fileList } from "./schema";

/** The organization's files matching the query, for a page or an export. */
export function fileSource(
  org: OrgContext,
  query: ListQuery<typeof fileList>,
): ListSource<ReturnType<typeof toFileDto>> {
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      query.name && sql`t."name" ILIKE ${containsPattern(query.name)}`,
      query.deleted && sql`t."deleted" = ${query.deleted === "true"}`,
      query.standalone && sql`t."standalone" = ${query.standalone === "true"}`,
    ],
    rows: async (ids) =>
      (await db().storedFile.findMany({ where: { id: { in: ids } }, select: fileSelect })).map(toFileDto),
  };
}

export const listFiles = (org: OrgContext, query: ListQuery<typeof fileList>) =>
  listPage(fileList, query, fileSource(org, query));

export async function getFile(org: OrgContext, id: string) {
  const row = await db().storedFile.findFirst({
    where: { id, organizationId: org.organizationId },
    select: fileSelect,
  });
  if (!row) throw notFound("File not found");
  return toFileDto(row);
}

export async function getFileForDownload(org: OrgContext, id: string) {
  const row = await db().storedFile.findFirst({
    where: { id, organizationId: org.organizationId },
    select: { name: true, contentType: true, size: true, storageKey: true },
  });
  if (!row) throw notFound("File not found");
  return row;
}
