import "server-only";
import { listDueFrom } from "@/lib/platform/recurrence/list-due";
import type { DueItem, DueQuery, DueSource } from "@/lib/platform/recurrence/sources";
import { MODULES } from "./registry";

let loaded: Promise<readonly DueSource[]> | undefined;

/**
 * Every source of things falling due, across the modules, from their manifests' `due`. The
 * dashboard, the reminder digest and the calendar feed read them through listDue.
 */
export function dueSources(): Promise<readonly DueSource[]> {
  loaded ??= Promise.all(MODULES.map((module) => module.due?.() ?? [])).then((lists) => lists.flat());
  return loaded;
}

/**
 * The items of all sources (or of those an organization's feature level sees, or of one source)
 * due before the query's date, and the missing ones, merged in compareDue's order.
 */
export async function listDue(
  query: DueQuery,
  options: { feature?: "FULL" | "LIMITED"; source?: string } = {},
): Promise<DueItem[]> {
  const sources = (await dueSources()).filter(
    (source) =>
      (options.feature !== "LIMITED" || source.feature === "LIMITED") &&
      (options.source === undefined || source.key === options.source),
  );
  return listDueFrom(sources, query);
}
