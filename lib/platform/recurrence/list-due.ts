import { addDays } from "./frequency";
import type { DueItem, DueQuery, DueSource } from "./sources";

/** Earliest first; a stable order among items due the same day. */
const compareDue = (a: DueItem, b: DueItem) =>
  a.dueDate.getTime() - b.dueDate.getTime() ||
  a.source.localeCompare(b.source) ||
  a.title.localeCompare(b.title) ||
  a.id.localeCompare(b.id);

/** The day before which an item is listed: its own lead time from today, or the query's date. */
const listedBefore = (item: DueItem, query: DueQuery) =>
  query.today && item.leadDays !== undefined ? addDays(query.today, item.leadDays + 1) : query.dueBefore;

/**
 * Every item of the given sources falling due before the query's date, merged and sorted by due
 * date, at most `limit` of them. Each source is asked for `limit` items, so the merge never misses
 * an earlier one.
 */
export async function listDueFrom(sources: readonly DueSource[], query: DueQuery): Promise<DueItem[]> {
  if (query.organizationIds.length === 0 || query.limit <= 0) return [];
  const lists = await Promise.all(sources.map((source) => source.list(query)));
  return lists
    .flat()
    .filter((item) => item.dueDate.getTime() < listedBefore(item, query).getTime())
    .sort(compareDue)
    .slice(0, query.limit);
}
