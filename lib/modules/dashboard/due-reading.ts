import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { calendarToday, DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { compareDue } from "@/lib/platform/recurrence/list-due";
import { listDue } from "@/lib/modules/due-sources";
import { descendantIds } from "@/lib/modules/organization/structure/tree";
import { foldDueItems, type DueLine } from "./due-lines";
import { subtreeIds } from "./organization-subtree";

/**
 * How many items one reading takes at most from each feature level's sources; beyond it the
 * counts say "at least". The lines are folded and paged in memory, since they come from every
 * module's source at once.
 */
const DUE_READ_LIMIT = 2000;

/** An organization of the active one's subtree, for names and the due list's filter. */
export type DueOrganization = { id: string; name: string; parentId: string | null; depth: number };

export type DueFilter = {
  /** Only this organization and those below it: the active one or one below it. */
  organizationId?: string;
  /** Only this source's items. */
  source?: string;
  /** Only the items this person is responsible for ("mine"). */
  responsibleUserId?: string;
};

export type DueReading = {
  today: Date;
  /** Overdue (missing included) and due soon, folded, in compareDue's order; organizations in tree order. */
  lines: DueLine[];
  /** More items than a reading takes: the lines are the earliest, the counts a lower bound. */
  truncated: boolean;
  /** The active organization and every (not archived) one below it, as a tree in depth-first order. */
  organizations: DueOrganization[];
};

/** The organizations in tree order (each parent before its children), with their depth. */
function treeOrder(rows: { id: string; name: string; parentId: string | null }[], rootId: string): DueOrganization[] {
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const ordered: DueOrganization[] = [];
  const visit = (row: (typeof rows)[number], depth: number) => {
    ordered.push({ ...row, depth });
    const below = [...(children.get(row.id) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const child of below) visit(child, depth + 1);
  };
  const root = rows.find((row) => row.id === rootId);
  if (root) visit(root, 0);
  return ordered;
}

/**
 * What falls due in the active organization and below it (or below one of its organizations),
 * overdue and within the coming DUE_SOON_DAYS (or an item's own lead time), folded into lines.
 * Each organization shows the sources its own feature access sees: a LIMITED subsidiary's
 * chemicals are not listed under its FULL holding. null when the filter names an organization
 * outside the active one's subtree (another tenant's, a sibling's, a made-up one).
 */
export async function readDue(
  context: OrgContext,
  filter: DueFilter = {},
  now = new Date(),
): Promise<DueReading | null> {
  const today = calendarToday(now);
  const ids = [context.organizationId, ...(await descendantIds(db(), context.organizationId))];
  const rows = await db().organization.findMany({
    where: { id: { in: ids }, OR: [{ archivedDate: null }, { id: context.organizationId }] },
    select: { id: true, name: true, parentId: true, featureAccess: true },
  });
  const organizations = treeOrder(rows, context.organizationId);
  const scope = filter.organizationId ?? context.organizationId;
  if (!organizations.some((organization) => organization.id === scope)) return null;
  const within = subtreeIds(organizations, scope);
  const withAccess = (feature: "FULL" | "LIMITED") =>
    rows.filter((row) => within.has(row.id) && row.featureAccess === feature).map((row) => row.id);

  const query = {
    dueBefore: addDays(today, DUE_SOON_DAYS + 1),
    // an item with a reminder lead time of its own (an agreement's) is due soon by that
    today,
    responsibleUserId: filter.responsibleUserId,
    limit: DUE_READ_LIMIT,
  };
  const [full, limited] = await Promise.all([
    listDue({ ...query, organizationIds: withAccess("FULL") }, { source: filter.source }),
    listDue({ ...query, organizationIds: withAccess("LIMITED") }, { feature: "LIMITED", source: filter.source }),
  ]);
  const items = [...full, ...limited].sort(compareDue(today));
  // a line names its organizations as the tree has them: the active one first
  const place = new Map(organizations.map((organization, index) => [organization.id, index]));
  const lines = foldDueItems(items, today).map((line) => ({
    ...line,
    organizationIds: [...line.organizationIds].sort((a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0)),
  }));
  return {
    today,
    lines,
    truncated: full.length >= DUE_READ_LIMIT || limited.length >= DUE_READ_LIMIT,
    organizations: organizations.map(({ id, name, parentId, depth }) => ({ id, name, parentId, depth })),
  };
}
