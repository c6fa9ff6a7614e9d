// The lines the dashboard and the due list show: due items folded across organizations, and the
// overdue lines grouped by source. Pure, so the rules are unit-tested without a database.
import { dueItemStatus, isOverdue, type DueStatus } from "@/lib/platform/recurrence/due-status";
import { compareDue } from "@/lib/platform/recurrence/list-due";
import type { DueItem } from "@/lib/platform/recurrence/sources";

/**
 * One line: the items of one source about the same subject with the same status, in one or more
 * organizations (the same catalogue product's safety data sheet in the holding and a subsidiary).
 * An item without a subject key is a line of its own.
 */
export type DueLine = {
  /** The first item's id: an item is on one line only, so the id names the line. */
  id: string;
  source: string;
  title: string;
  status: DueStatus;
  /** The earliest of the items' dates. */
  dueDate: Date;
  /** The items, in compareDue's order. */
  items: DueItem[];
  /** The items' organizations and responsible people, each once, in the items' order. */
  organizationIds: string[];
  responsibleUserIds: string[];
};

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/**
 * Folds the items (in compareDue's order) into lines: same source, same subject key and same
 * status. A line never mixes statuses, so an overdue line counts overdue items only; its place in
 * the list is its first item's.
 */
export function foldDueItems(items: readonly DueItem[], today: Date): DueLine[] {
  const lines = new Map<string, DueLine>();
  for (const item of [...items].sort(compareDue(today))) {
    const status = dueItemStatus(item, today);
    const key = `${item.source}\n${item.subjectKey ?? `item:${item.id}`}\n${status}`;
    const line = lines.get(key);
    if (line) {
      line.items.push(item);
      continue;
    }
    lines.set(key, {
      id: item.id,
      source: item.source,
      title: item.title,
      status,
      dueDate: item.dueDate,
      items: [item],
      organizationIds: [],
      responsibleUserIds: [],
    });
  }
  return [...lines.values()].map((line) => ({
    ...line,
    organizationIds: unique(line.items.map((item) => item.organizationId)),
    responsibleUserIds: unique(line.items.map((item) => item.responsibleUserId)),
  }));
}

/** The overdue lines of one source, with how many there are. */
export type DueGroup = { source: string; count: number; lines: DueLine[] };

/** The lines grouped by source, the group with the earliest line first (the lines' own order). */
export function groupBySource(lines: readonly DueLine[]): DueGroup[] {
  const groups = new Map<string, DueGroup>();
  for (const line of lines) {
    const group = groups.get(line.source) ?? { source: line.source, count: 0, lines: [] };
    group.count += 1;
    group.lines.push(line);
    groups.set(line.source, group);
  }
  return [...groups.values()];
}

/** Whether a line counts as overdue (a missing item's line included). */
export const isOverdueLine = (line: DueLine) => isOverdue(line.status);
