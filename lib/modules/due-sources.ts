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
 * The items of all sources (or of those an organization's feature level sees) due before the
 * query's date, merged and sorted by due date.
 */
export async function listDue(query: DueQuery, options: { feature?: "FULL" | "LIMITED" } = {}): Promise<DueItem[]> {
  const all = await dueSources();
  const sources = options.feature === "LIMITED" ? all.filter((source) => source.feature === "LIMITED") : all;
  return listDueFrom(sources, query);
}
