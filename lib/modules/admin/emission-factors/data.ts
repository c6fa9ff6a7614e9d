import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { emissionFactorSelect, toEmissionFactorDto, toEmissionFactorListRow } from "./dto";
import { emissionFactorList, type organizationFactorList } from "./schema";

type Filters = ListQuery<typeof emissionFactorList>;

function filtersOf(query: Filters) {
  const text = query.q ? containsPattern(query.q) : undefined;
  return [
    archivedCondition(query.archived),
    text && sql`(t."name" ILIKE ${text} OR t."source" ILIKE ${text})`,
    query.utilityType && sql`t."utilityType" = ${query.utilityType}::"MeterType"`,
    query.ghgCategory && sql`t."ghgCategory" = ${query.ghgCategory}::"GhgCategory"`,
    query.basis && sql`t."basis" = ${query.basis}::"EmissionFactorBasis"`,
  ];
}

async function rowsOf(ids: string[]) {
  return db().emissionFactor.findMany({ where: { id: { in: ids } }, select: emissionFactorSelect });
}

/** The catalogue (factors of no organization), each with its value valid today. */
export function catalogueSource(query: Filters): ListSource<ReturnType<typeof toEmissionFactorListRow>> {
  return {
    tenant: sql`t."organizationId" IS NULL`,
    filters: filtersOf(query),
    rows: async (ids) => (await rowsOf(ids)).map((row) => toEmissionFactorListRow(row)),
  };
}

/** The catalogue with every value of each factor: the maintainers' detailed list. */
export function detailedCatalogueSource(query: Filters): ListSource<ReturnType<typeof toEmissionFactorDto>> {
  return { ...catalogueSource(query), rows: async (ids) => (await rowsOf(ids)).map(toEmissionFactorDto) };
}

export const listCatalogue = (query: Filters) => listPage(emissionFactorList, query, catalogueSource(query));

/** One catalogue factor with its values. */
export async function getCatalogueFactor(id: string) {
  const row = await db().emissionFactor.findFirst({
    where: { id, organizationId: null },
    select: emissionFactorSelect,
  });
  if (!row) throw notFound("Emission factor not found");
  return toEmissionFactorDto(row);
}

/** The organization's own factors, and with `origin=ALL` the catalogue's as well. */
export function organizationFactorSource(
  org: OrgContext,
  query: ListQuery<typeof organizationFactorList>,
): ListSource<ReturnType<typeof toEmissionFactorListRow>> {
  const own = sql`t."organizationId" = ${org.organizationId}::uuid`;
  return {
    tenant: query.origin === "ALL" ? sql`(${own} OR t."organizationId" IS NULL)` : own,
    filters: filtersOf(query),
    rows: async (ids) => (await rowsOf(ids)).map((row) => toEmissionFactorListRow(row)),
  };
}

/** One of the organization's own factors with its values. */
export async function getOrganizationFactor(org: OrgContext, id: string) {
  const row = await db().emissionFactor.findFirst({ where: ownRow(org, id), select: emissionFactorSelect });
  if (!row) throw notFound("Emission factor not found");
  return toEmissionFactorDto(row);
}
