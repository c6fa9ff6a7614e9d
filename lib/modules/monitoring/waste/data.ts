import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import {
  arrangementSelect,
  bulkRegistrationSelect,
  handlerListSelect,
  handlerSelect,
  toArrangementDto,
  toBulkRegistrationDto,
  toHandlerDto,
  toHandlerListRow,
  type HandlerListRowDto,
} from "./dto";
import { handlerList } from "./schema";

/** The organization's waste handlers matching the query, for a page or an export. */
export function handlerSource(org: OrgContext, query: ListQuery<typeof handlerList>): ListSource<HandlerListRowDto> {
  const text = query.q ? containsPattern(query.q) : undefined;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text &&
        sql`(t."stakeholderName" ILIKE ${text} OR t."approvalNumber" ILIKE ${text} OR t."contactName" ILIKE ${text})`,
    ],
    rows: async (ids) =>
      (await db().wasteHandlerAssociation.findMany({ where: { id: { in: ids } }, select: handlerListSelect })).map(
        toHandlerListRow,
      ),
  };
}

export const listHandlers = (org: OrgContext, query: ListQuery<typeof handlerList>) =>
  listPage(handlerList, query, handlerSource(org, query));

export async function getHandler(org: OrgContext, id: string) {
  const row = await db().wasteHandlerAssociation.findFirst({ where: ownRow(org, id), select: handlerSelect });
  if (!row) throw notFound("Waste handler not found");
  return toHandlerDto(row);
}

/** An arrangement of the handler; 404 when either is not the organization's or they do not belong together. */
export async function getArrangement(org: OrgContext, handlerId: string, id: string) {
  const row = await db().wasteArrangement.findFirst({
    where: { ...ownRow(org, id), associationId: handlerId },
    select: arrangementSelect,
  });
  if (!row) throw notFound("Waste arrangement not found");
  return toArrangementDto(row);
}

export async function getBulkRegistration(org: OrgContext, handlerId: string, id: string) {
  const row = await db().wasteBulkRegistration.findFirst({
    where: { ...ownRow(org, id), associationId: handlerId },
    select: bulkRegistrationSelect,
  });
  if (!row) throw notFound("Waste registration not found");
  return toBulkRegistrationDto(row);
}

/** The organization's arrangements in force as choices for other records' forms: "handler · name", by name. */
export async function arrangementOptions(org: OrgContext): Promise<{ id: string; name: string }[]> {
  const rows = await db().wasteArrangement.findMany({
    where: { organizationId: org.organizationId, archivedDate: null },
    select: { id: true, name: true, association: { select: { stakeholderName: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({ id: row.id, name: `${row.association.stakeholderName} · ${row.name}` }));
}

/**
 * The arrangements a collection may be registered for (in force, with a handler in use), for the
 * phone's register screen: by handler and name, with the handler the registration goes to and the
 * unit its quantity is given in.
 */
export async function collectionChoices(org: OrgContext) {
  const rows = await db().wasteArrangement.findMany({
    where: { organizationId: org.organizationId, archivedDate: null, association: { archivedDate: null } },
    select: {
      id: true,
      name: true,
      associationId: true,
      registrationUnit: true,
      association: { select: { stakeholderName: true } },
      wasteType: { select: { code: true } },
    },
    orderBy: [{ association: { stakeholderName: "asc" } }, { name: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    handlerId: row.associationId,
    handlerName: row.association.stakeholderName,
    name: row.name,
    wasteTypeCode: row.wasteType.code,
    unit: row.registrationUnit,
  }));
}
