import "server-only";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { cache } from "react";
import { permits, type Operation } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { loadOrNotFound } from "./load";

/**
 * The page kit's loader for a detail or edit page of the active organization: the context, and
 * the record named by the `[id]` of the URL; null when the id is "new" (the page then shows the
 * empty form), the 404 page when it names nothing the organization owns. The route table lets
 * readers reach "new" (the rule of detail routes); without the `create` operation they are sent to
 * `/unauthorized` before they see a form they could never save.
 */
export async function recordPage<T>(
  params: Promise<{ id: string }>,
  load: (org: OrgContext, id: string) => Promise<T>,
  options: { create?: Operation } = {},
): Promise<{ context: OrgContext; record: T | null }> {
  const [{ id }, { context }] = await Promise.all([params, getPageContext()]);
  if (id === "new" && options.create && !permits(options.create, context)) redirect("/unauthorized");
  const record = id === "new" ? null : ((await loadOnce(load, id)) as T);
  return { context, record };
}

/** One load per request and record, shared by the page and its title. */
const loadOnce = cache(async (load: (org: OrgContext, id: string) => Promise<unknown>, id: string) => {
  const { context } = await getPageContext();
  return loadOrNotFound(id, (recordId) => load(context, recordId));
});

/**
 * The `<title>` of a detail or edit page: it names the record (or says it is a new one), so that
 * tabs, history and screen readers tell the pages apart.
 */
export async function recordTitle<T>(
  params: Promise<{ id: string }>,
  load: (org: OrgContext, id: string) => Promise<T>,
  titles: { record: (record: T) => string; new: string },
): Promise<Metadata> {
  const { id } = await params;
  return { title: id === "new" ? titles.new : titles.record((await loadOnce(load, id)) as T) };
}
