import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { dateCondition } from "@/lib/platform/lists/date-filter-condition";
import { db } from "@/lib/platform/db";
import type { z } from "zod";
import { legislationSelect, toLegislationDto, topicSelect } from "./dto";
import { legislationList, type topicQuerySchema } from "./schema";

export function legislationSource(
  query: ListQuery<typeof legislationList>,
): ListSource<ReturnType<typeof toLegislationDto>> {
  const pattern = query.q && containsPattern(query.q);
  return {
    tenant: sql`TRUE`,
    filters: [
      pattern &&
        sql`(t."sortTitle" ILIKE ${pattern} OR t."officialNumber" ILIKE ${pattern} OR t."titleEn" ILIKE ${pattern} OR t."titleDa" ILIKE ${pattern} OR t."celexNumber" ILIKE ${pattern})`,
      query.jurisdiction && sql`t."jurisdiction" = ${query.jurisdiction}`,
      query.kind && sql`t."kind" = ${query.kind}::"LegislationKind"`,
      query.topic &&
        sql`EXISTS (SELECT 1 FROM "_LegislationToTopic" lt WHERE lt."A" = t."id" AND lt."B" = ${query.topic}::uuid)`,
      dateCondition("lastModifiedDate", query["lastModifiedDate.value"], query["lastModifiedDate.matchMode"]),
    ],
    rows: async (ids) =>
      (await db().legislation.findMany({ where: { id: { in: ids } }, select: legislationSelect })).map(
        toLegislationDto,
      ),
  };
}

export const listLegislation = (query: ListQuery<typeof legislationList>) =>
  listPage(legislationList, query, legislationSource(query));

export async function getLegislation(id: string) {
  const row = await db().legislation.findUnique({ where: { id }, select: legislationSelect });
  if (!row) throw notFound("Legislation not found");
  return toLegislationDto(row);
}

/** The topics in English alphabetical order, optionally those whose name in either language contains `q`. */
export function listTopics(query: z.output<typeof topicQuerySchema>) {
  return db().topic.findMany({
    where: {
      ...(query.key ? { key: query.key } : {}),
      ...(query.q
        ? {
            OR: [
              { nameEn: { contains: query.q, mode: "insensitive" } },
              { nameDa: { contains: query.q, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    select: topicSelect,
    orderBy: { nameEn: "asc" },
  });
}

/** A file of the catalogue that an act lists, for download; anything else answers like an unknown id. */
export async function getCatalogueFileForDownload(id: string) {
  const row = await db().storedFile.findFirst({
    where: { id, organizationId: null, legislations: { some: {} } },
    select: { name: true, contentType: true, size: true, storageKey: true },
  });
  if (!row) throw notFound("File not found");
  return row;
}
