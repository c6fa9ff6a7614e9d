import { dueItemStatus, isOverdue } from "./due-status";
import { addDays } from "./frequency";
import type { DueItem, DueQuery, DueSource } from "./sources";

/** Earliest first; a stable order among items due the same day. */
const byDate = (a: DueItem, b: DueItem) =>
  a.dueDate.getTime() - b.dueDate.getTime() ||
  a.source.localeCompare(b.source) ||
  a.title.localeCompare(b.title) ||
  a.id.localeCompare(b.id);

/**
 * THE order of due items: overdue first (missing ones included, whatever their date), then by due
 * date. Without today (the calendar feed) only a missing item is known to be overdue.
 */
export function compareDue(today?: Date): (a: DueItem, b: DueItem) => number {
  const overdue = (item: DueItem) => (today ? isOverdue(dueItemStatus(item, today)) : Boolean(item.missing));
  return (a, b) => Number(overdue(b)) - Number(overdue(a)) || byDate(a, b);
}

/** The day before which an item is listed: its own lead time from today, or the query's date. */
const listedBefore = (item: DueItem, query: DueQuery) =>
  query.today && item.leadDays !== undefined ? addDays(query.today, item.leadDays + 1) : query.dueBefore;

/** Whether the query lists the item: a missing one always (it is overdue), any other by its date. */
const listed = (item: DueItem, query: DueQuery) =>
  item.missing || item.dueDate.getTime() < listedBefore(item, query).getTime();

/**
 * Every item of the given sources falling due before the query's date, and every missing one,
 * merged in the order of compareDue, at most `limit` of them. Each source is asked for `limit`
 * items, so the merge never misses an earlier one.
 */
export async function listDueFrom(sources: readonly DueSource[], query: DueQuery): Promise<DueItem[]> {
  if (query.organizationIds.length === 0 || query.limit <= 0) return [];
  const lists = await Promise.all(sources.map((source) => source.list(query)));
  return lists
    .flat()
    .filter((item) => listed(item, query))
    .sort(compareDue(query.today))
    .slice(0, query.limit);
}
