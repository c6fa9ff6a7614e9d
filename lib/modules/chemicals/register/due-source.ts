import "server-only";
import { queryRows, sql } from "@/lib/platform/lists/query";
import type { DueSource } from "@/lib/platform/recurrence/sources";
import { latestSdsDate } from "./conditions";
import { sdsMaxAgeYears } from "./sds-age";

/**
 * A registered chemical's safety data sheet for the country of use falls due when it reaches the
 * allowed age (sds-age.ts); a chemical with none on file is missing (overdue, whatever the query's
 * dates), wanted since the day it was registered. The sheet is the catalogue product's for the
 * country, so that is the item's subject: the same product in several organizations folds into one
 * line. The chemical's responsible member handles it (their dashboard, digest and calendar show it).
 */
export const safetyDataSheetsDue: DueSource = {
  key: "safetyDataSheets",
  feature: "FULL",
  async list({ organizationIds, dueBefore, responsibleUserId, limit }) {
    if (organizationIds.length === 0) return [];
    const rows = await queryRows<{
      id: string;
      name: string;
      organizationId: string;
      dueDate: Date;
      responsibleUserId: string | null;
      missing: boolean;
      subjectKey: string;
    }>(sql`
      SELECT id, name, "organizationId", "dueDate", "responsibleUserId", missing, "subjectKey" FROM (
        SELECT t."id", t."name", t."organizationId", m."userId"::text AS "responsibleUserId",
          t."chemicalId"::text || ':' || t."countryAlpha2" AS "subjectKey", sds.latest IS NULL AS missing,
          coalesce((sds.latest + make_interval(years => ${sdsMaxAgeYears()}::int))::date,
                   (t."createdDate" AT TIME ZONE 'UTC')::date)::timestamp AT TIME ZONE 'UTC' AS "dueDate"
        FROM "ChemicalAssociation" t LEFT JOIN "Membership" m ON m."id" = t."responsibleId"
        CROSS JOIN LATERAL (SELECT ${latestSdsDate} AS latest) sds
        WHERE t."organizationId" = ANY (${organizationIds}::uuid[]) AND t."archivedDate" IS NULL
          AND (${responsibleUserId ?? null}::uuid IS NULL OR m."userId" = ${responsibleUserId ?? null}::uuid)
      ) due
      WHERE missing OR "dueDate" < ${dueBefore}::timestamptz
      ORDER BY missing DESC, "dueDate", id
      LIMIT ${limit}::int`);
    return rows.map((row) => ({
      source: "safetyDataSheets",
      id: row.id,
      title: row.name,
      dueDate: row.dueDate,
      organizationId: row.organizationId,
      responsibleUserId: row.responsibleUserId,
      href: `/chemicals/my-chemicals/${row.id}`,
      missing: row.missing,
      subjectKey: row.subjectKey,
    }));
  },
};
