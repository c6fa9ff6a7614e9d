// What the screen's filters offer: the work areas, roles and competences in use in the organizations
// the matrix covers, each named with its organization where that is not the one asked for.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { organizationsHead } from "./matrix-scope";

export type Choice = { id: string; name: string; organizationName: string | null };
type ChoiceRow = Choice & { kind: "area" | "role" | "competence" };

export async function matrixFilterChoices(org: OrgContext) {
  const rows = await queryRows<ChoiceRow>(sql`
    ${organizationsHead(org)},
    choices AS (
      SELECT 'area' AS "kind", a."id", a."name", a."organizationId" FROM "Area" a
      WHERE a."organizationId" IN (SELECT "id" FROM orgs) AND a."archivedDate" IS NULL
      UNION ALL
      SELECT 'role', r."id", r."name", r."organizationId" FROM "Role" r
      WHERE r."organizationId" IN (SELECT "id" FROM orgs) AND r."archivedDate" IS NULL
      UNION ALL
      SELECT 'competence', c."id", c."name", c."organizationId" FROM "Competence" c
      WHERE c."organizationId" IN (SELECT "id" FROM orgs) AND c."archivedDate" IS NULL
    )
    SELECT x."kind", x."id"::text AS "id", x."name",
           CASE WHEN x."organizationId" = ${org.organizationId}::uuid THEN NULL ELSE o."name" END AS "organizationName"
    FROM choices x JOIN orgs o ON o."id" = x."organizationId"
    ORDER BY o."path", x."name", x."id"`);
  const of = (kind: ChoiceRow["kind"]) =>
    rows.filter((row) => row.kind === kind).map(({ id, name, organizationName }) => ({ id, name, organizationName }));
  return { areas: of("area"), roles: of("role"), competences: of("competence") };
}
