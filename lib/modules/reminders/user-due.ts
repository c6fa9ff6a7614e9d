import "server-only";
import { db } from "@/lib/platform/db";
import { compareDue } from "@/lib/platform/recurrence/list-due";
import type { DueItem } from "@/lib/platform/recurrence/sources";
import { listDue } from "@/lib/modules/due-sources";
import { descendantIds } from "@/lib/modules/organization/structure/tree";

/** The organizations a person reaches (each membership's and everything below it), by feature access. */
async function reachedOrganizations(userId: string) {
  const memberships = await db().membership.findMany({
    where: { userId, status: "ACTIVE", organization: { archivedDate: null } },
    select: { organizationId: true },
  });
  const ids = new Set<string>();
  for (const { organizationId } of memberships) {
    ids.add(organizationId);
    for (const below of await descendantIds(db(), organizationId)) ids.add(below);
  }
  const organizations = await db().organization.findMany({
    where: { id: { in: [...ids] }, archivedDate: null },
    select: { id: true, name: true, featureAccess: true },
  });
  return organizations;
}

/**
 * The items a person is responsible for, across every organization they reach, due before the date
 * (overdue ones included; given today, an item with its own lead time from that lead before it): what their digest and calendar feed hold. A LIMITED organization
 * contributes only the sources its feature access shows.
 */
export async function dueItemsForUser(userId: string, dueBefore: Date, limit: number, today?: Date) {
  const organizations = await reachedOrganizations(userId);
  const ids = (feature: "FULL" | "LIMITED") =>
    organizations
      .filter((organization) => organization.featureAccess === feature)
      .map((organization) => organization.id);
  const [full, limited] = await Promise.all([
    listDue({ organizationIds: ids("FULL"), dueBefore, today, responsibleUserId: userId, limit }),
    listDue(
      { organizationIds: ids("LIMITED"), dueBefore, today, responsibleUserId: userId, limit },
      { feature: "LIMITED" },
    ),
  ]);
  const items: DueItem[] = [...full, ...limited].sort(compareDue(today)).slice(0, limit);
  const names = Object.fromEntries(organizations.map((organization) => [organization.id, organization.name]));
  return { items, organizationNames: names };
}
