import "server-only";
import type { z } from "zod";
import { notFound } from "@/lib/platform/api/errors";
import { containsText, pageArgs, pageFrom, type SortMap } from "@/lib/platform/lists/list";
import { isUuid } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { stakeholderSelect, toStakeholderDto } from "./dto";
import type { STAKEHOLDER_SORT_FIELDS, stakeholderListQuerySchema } from "./schema";

const sortMap: SortMap<(typeof STAKEHOLDER_SORT_FIELDS)[number]> = {
  name: (direction) => ({ name: direction }),
  type: (direction) => ({ type: direction }),
  lastModifiedDate: (direction) => ({ lastModifiedDate: direction }),
};

/** The shared catalogue only; organizations' own stakeholders are reached through their associations. */
export function listCatalogueStakeholders(query: z.output<typeof stakeholderListQuerySchema>) {
  const where = {
    organizationId: null,
    name: containsText(query.q),
    type: query.type,
    countryAlpha2: query.countryAlpha2,
  };
  return pageFrom(
    db().stakeholder.count({ where }),
    db()
      .stakeholder.findMany({
        where,
        select: stakeholderSelect,
        ...pageArgs(query, sortMap, { field: "name", direction: "asc" }),
      })
      .then((rows) => rows.map(toStakeholderDto)),
  );
}

export async function getCatalogueStakeholder(id: string) {
  const row = isUuid(id)
    ? await db().stakeholder.findFirst({ where: { id, organizationId: null }, select: stakeholderSelect })
    : null;
  if (!row) throw notFound("Stakeholder not found");
  return toStakeholderDto(row);
}
