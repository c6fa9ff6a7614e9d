import "server-only";
import type { Frequency } from "@/lib/generated/prisma/enums";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import type { DueItem, DueSource } from "@/lib/platform/recurrence/sources";

type CollectionRow = {
  id: string;
  name: string;
  handlerId: string;
  handlerName: string;
  organizationId: string;
  frequency: Frequency;
  created: string;
  lastCollected: string | null;
};

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/**
 * When an arrangement's next collection is due: its frequency after the latest registered
 * collection; an arrangement with no registration yet, one frequency after it was made (a
 * once-only collection on the day it was made). A once-only collection that is registered is done.
 */
function nextCollectionDate(frequency: Frequency, created: Date, lastCollected: Date | null): Date | null {
  if (lastCollected) return nextDueDate(lastCollected, frequency);
  return nextDueDate(created, frequency) ?? created;
}

/**
 * Collections of the organizations' active arrangements that have a collection frequency, due by
 * it and not yet registered. An arrangement has no responsible person: it is listed for the
 * organization, never among one person's own items. One statement: the arrangements with the
 * latest registration of each (through the index on arrangement and date).
 */
export const wasteCollectionsDue: DueSource = {
  key: "wasteCollections",
  // waste is part of LIMITED access
  feature: "LIMITED",
  list: async ({ organizationIds, dueBefore, responsibleUserId, limit }) => {
    if (responsibleUserId) return [];
    const rows = await queryRows<CollectionRow>(sql`
      SELECT a."id", a."name", h."id" AS "handlerId", h."stakeholderName" AS "handlerName",
             a."organizationId", a."collectionFrequency"::text AS frequency,
             (a."createdDate" AT TIME ZONE ${TIME_ZONE})::date::text AS created,
             (SELECT max(l."performedAt") FROM "WasteRegistrationLine" l
               WHERE l."arrangementId" = a."id")::text AS "lastCollected"
      FROM "WasteArrangement" a
      JOIN "WasteHandlerAssociation" h ON h."id" = a."associationId"
      WHERE a."organizationId" = ANY(${organizationIds}::uuid[])
        AND a."collectionFrequency" IS NOT NULL
        AND a."archivedDate" IS NULL AND h."archivedDate" IS NULL`);
    const items: DueItem[] = [];
    for (const row of rows) {
      const dueDate = nextCollectionDate(
        row.frequency,
        day(row.created),
        row.lastCollected ? day(row.lastCollected) : null,
      );
      if (!dueDate || dueDate.getTime() >= dueBefore.getTime()) continue;
      items.push({
        source: "wasteCollections",
        id: row.id,
        title: `${row.name} (${row.handlerName})`,
        dueDate,
        organizationId: row.organizationId,
        responsibleUserId: null,
        href: `/monitoring/waste/${row.handlerId}/registrations/new`,
      });
    }
    return items.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || a.id.localeCompare(b.id)).slice(0, limit);
  },
};
