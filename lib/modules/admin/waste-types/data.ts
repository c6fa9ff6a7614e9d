import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { db } from "@/lib/platform/db";
import type { Language } from "@/lib/generated/prisma/enums";
import { toLocalizedWasteType, toWasteTypeDto, treatmentOperationSelect, wasteTypeSelect } from "./dto";
import { wasteTypeList } from "./schema";

type WasteTypeQuery = ListQuery<typeof wasteTypeList>;

/** The conditions of the list's filters: text in the code, either name or any synonym. */
function filtersOf(query: WasteTypeQuery) {
  const pattern = query.q && containsPattern(query.q);
  // "200101" finds "20 01 01": the code is compared with and without its spaces
  const compact = query.q && containsPattern(query.q.replace(/\s+/g, ""));
  return [
    pattern &&
      sql`(t."code" ILIKE ${pattern} OR replace(t."code", ' ', '') ILIKE ${compact} OR t."nameEn" ILIKE ${pattern}
           OR t."nameDa" ILIKE ${pattern}
           OR EXISTS (SELECT 1 FROM "WasteTypeSynonym" s WHERE s."wasteTypeId" = t."id" AND s."text" ILIKE ${pattern}))`,
    query.chapter && sql`t."chapter" = ${query.chapter}`,
    query.hazardous && sql`t."hazardous" = ${query.hazardous === "true"}`,
  ];
}

const readRows = (ids: string[]) => db().wasteType.findMany({ where: { id: { in: ids } }, select: wasteTypeSelect });

/** The catalogue with every field, for the admin grid and its export. */
export function wasteTypeSource(query: WasteTypeQuery): ListSource<ReturnType<typeof toWasteTypeDto>> {
  return {
    tenant: sql`TRUE`,
    filters: filtersOf(query),
    rows: async (ids) => (await readRows(ids)).map(toWasteTypeDto),
  };
}

/** The same list named in the user's language, for a picker. */
export const listLocalizedWasteTypes = (query: WasteTypeQuery, language: Language) =>
  listPage(wasteTypeList, query, {
    tenant: sql`TRUE`,
    filters: filtersOf(query),
    rows: async (ids) => (await readRows(ids)).map((row) => toLocalizedWasteType(row, language)),
  });

export async function getWasteType(id: string) {
  const row = await db().wasteType.findUnique({ where: { id }, select: wasteTypeSelect });
  if (!row) throw notFound("Waste type not found");
  return toWasteTypeDto(row);
}

/** R1–R13 then D1–D15, as the annexes list them. */
export const listTreatmentOperations = () =>
  db().treatmentOperation.findMany({ select: treatmentOperationSelect, orderBy: { sortOrder: "asc" } });

/** A page of the catalogue with every field, for the admin screen. */
export const listWasteTypes = (query: WasteTypeQuery) => listPage(wasteTypeList, query, wasteTypeSource(query));
