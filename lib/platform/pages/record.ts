import "server-only";
import { getPageContext } from "@/lib/platform/auth/page-context";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { loadOrNotFound } from "./load";

/**
 * The page kit's loader for a detail or edit page of the active organization: the context, and
 * the record named by the `[id]` of the URL; null when the id is "new" (the page then shows the
 * empty form), the 404 page when it names nothing the organization owns.
 */
export async function recordPage<T>(
  params: Promise<{ id: string }>,
  load: (org: OrgContext, id: string) => Promise<T>,
): Promise<{ context: OrgContext; record: T | null }> {
  const [{ id }, { context }] = await Promise.all([params, getPageContext()]);
  const record = id === "new" ? null : await loadOrNotFound(id, (recordId) => load(context, recordId));
  return { context, record };
}
