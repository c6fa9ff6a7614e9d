// The organizations a report covers: the chosen one, and with `descendants` every organization below
// it, in the tree's order, each only where the person may read the report there (a role granted lower
// down, or a LIMITED subsidiary, decides there, not the holding's).
import "server-only";
import { permits } from "@/lib/platform/auth/access";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import { queryRows, sql } from "@/lib/platform/lists/query";
import type { ReportDefinition } from "./definition";

export type ReportSection = { org: OrgContext; name: string; depth: number };

export async function reportSections(
  org: OrgContext,
  report: ReportDefinition,
  descendants: boolean,
): Promise<ReportSection[]> {
  const tree = await queryRows<{ id: string; name: string; depth: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT o.id, o.name, 0 AS depth, ARRAY[o.name] AS path FROM "Organization" o WHERE o.id = ${org.organizationId}::uuid
      UNION ALL
      SELECT o.id, o.name, tree.depth + 1, tree.path || o.name
      FROM "Organization" o JOIN tree ON o."parentId" = tree.id
      WHERE ${descendants}
    )
    SELECT id::text AS id, name, depth FROM tree ORDER BY path`);
  const sections = await Promise.all(
    tree.map(async (node) => {
      const context = node.id === org.organizationId ? org : await mintOrgContext(org.user, node.id);
      return context && permits(report.access, context) ? { org: context, name: node.name, depth: node.depth } : null;
    }),
  );
  return sections.filter((section): section is ReportSection => section !== null);
}
