import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { containsText, pageArgs, pageFrom } from "@/lib/platform/lists/list";
import type { SortDirection } from "@/lib/platform/lists/paging";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ownRow } from "@/lib/platform/tenancy/references";
import type { z } from "zod";
import { calendarToday } from "./due";
import { competenceListSelect, competenceSelect, toCompetenceDto, toCompetenceListRow } from "./dto";
import type { competenceListQuerySchema } from "./schema";

const sortMap = {
  name: (direction: SortDirection) => ({ name: direction }),
  // in the order of the enumeration: once, weekly, monthly … every 15 years
  frequency: (direction: SortDirection) => ({ frequency: direction }),
  lastModifiedDate: (direction: SortDirection) => ({ lastModifiedDate: direction }),
};

export async function listCompetences(org: OrgContext, query: z.output<typeof competenceListQuerySchema>) {
  const where: Prisma.CompetenceWhereInput = {
    organizationId: org.organizationId,
    OR: query.q ? [{ name: containsText(query.q) }, { description: containsText(query.q) }] : undefined,
    frequency: query.frequency,
  };
  const today = calendarToday();
  return pageFrom(
    db().competence.count({ where }),
    db()
      .competence.findMany({
        where,
        select: competenceListSelect,
        ...pageArgs(query, sortMap, { field: "name", direction: "asc" }),
      })
      .then((rows) => rows.map((row) => toCompetenceListRow(row, today))),
  );
}

export async function getCompetence(org: OrgContext, id: string) {
  const row = await db().competence.findFirst({ where: ownRow(org, id, "Competence"), select: competenceSelect });
  if (!row) throw notFound("Competence not found");
  return toCompetenceDto(row, calendarToday());
}
