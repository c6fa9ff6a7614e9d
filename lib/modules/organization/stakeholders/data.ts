import "server-only";
import type { z } from "zod";
import { notFound } from "@/lib/platform/api/errors";
import { containsText, pageArgs, pageFrom, type SortMap } from "@/lib/platform/lists/list";
import { isUuid, type OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { associationSelect, toAssociationDto } from "./dto";
import type { ASSOCIATION_SORT_FIELDS, associationListQuerySchema } from "./schema";

const sortMap: SortMap<(typeof ASSOCIATION_SORT_FIELDS)[number]> = {
  name: (direction) => ({ stakeholder: { name: direction } }),
  // the enum's order: HIGH, MEDIUM, LOW
  relevance: (direction) => ({ relevance: direction }),
  lastModifiedDate: (direction) => ({ lastModifiedDate: direction }),
};

export function listAssociations(org: OrgContext, query: z.output<typeof associationListQuerySchema>) {
  const where = {
    organizationId: org.organizationId,
    relevance: query.relevance,
    stakeholder: { name: containsText(query.q), type: query.type },
  };
  return pageFrom(
    db().stakeholderAssociation.count({ where }),
    db()
      .stakeholderAssociation.findMany({
        where,
        select: associationSelect,
        ...pageArgs(query, sortMap, { field: "name", direction: "asc" }),
      })
      .then((rows) => rows.map(toAssociationDto)),
  );
}

export async function getAssociation(org: OrgContext, id: string) {
  const row = isUuid(id)
    ? await db().stakeholderAssociation.findFirst({
        where: { id, organizationId: org.organizationId },
        select: associationSelect,
      })
    : null;
  if (!row) throw notFound("Stakeholder association not found");
  return toAssociationDto(row);
}
