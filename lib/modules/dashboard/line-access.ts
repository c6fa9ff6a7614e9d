import "server-only";
import { ROUTES } from "@/lib/modules/registry";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import { mayOpen } from "@/lib/platform/modules/route-table";
import type { DueLine } from "./due-lines";

/**
 * Whether the person may open an item's screen in the item's organization: by their access there
 * (a role in a subsidiary may differ from the one in the holding, and its feature access too), read
 * once per organization the lines name.
 */
export async function lineAccess(
  context: OrgContext,
  lines: readonly DueLine[],
): Promise<(href: string, organizationId: string) => boolean> {
  const ids = [...new Set(lines.flatMap((line) => line.organizationIds))].filter((id) => id !== context.organizationId);
  const contexts = new Map<string, OrgContext | null>([[context.organizationId, context]]);
  await Promise.all(ids.map(async (id) => contexts.set(id, await mintOrgContext(context.user, id))));
  return (href, organizationId) => {
    const access = contexts.get(organizationId);
    return access ? mayOpen(ROUTES, href, access) : false;
  };
}
