import "server-only";
import { queryRows, sql } from "@/lib/platform/lists/query";
import type { DueSource } from "@/lib/platform/recurrence/sources";
import { latestSdsDate } from "./conditions";
import { sdsMaxAgeYears } from "./sds-age";

/**
 * A registered chemical's safety data sheet for the country of use falls due when it reaches the
 * allowed age (sds-age.ts); a chemical with none on file is due from the day it was registered.
 * The chemical's responsible member handles it (their dashboard, digest and calendar show it).
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
    }>(sql`
      SELECT id, name, "organizationId", "dueDate", "responsibleUserId" FROM (
        SELECT t."id", t."name", t."organizationId", m."userId"::text AS "responsibleUserId",
          coalesce((${latestSdsDate} + make_interval(years => ${sdsMaxAgeYears()}::int))::date,
                   (t."createdDate" AT TIME ZONE 'UTC')::date)::timestamp AT TIME ZONE 'UTC' AS "dueDate"
        FROM "ChemicalAssociation" t LEFT JOIN "Membership" m ON m."id" = t."responsibleId"
        WHERE t."organizationId" = ANY (${organizationIds}::uuid[]) AND t."archivedDate" IS NULL
          AND (${responsibleUserId ?? null}::uuid IS NULL OR m."userId" = ${responsibleUserId ?? null}::uuid)
      ) due
      WHERE "dueDate" < ${dueBefore}::timestamptz
      ORDER BY "dueDate", id
      LIMIT ${limit}::int`);
    return rows.map((row) => ({
      source: "safetyDataSheets",
      id: row.id,
      title: row.name,
      dueDate: row.dueDate,
      organizationId: row.organizationId,
      responsibleUserId: row.responsibleUserId,
      href: `/chemicals/my-chemicals/${row.id}`,
    }));
  },
};
