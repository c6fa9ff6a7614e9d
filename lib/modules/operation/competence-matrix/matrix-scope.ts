// The common head of the matrix's statements: the organizations covered, the competences that may be
// columns, the members that may be rows, as CTEs (`orgs`, `competences`, `members`, `shown`).
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { sql, type Sql } from "@/lib/platform/lists/query";
import { cellCondition } from "./cell-condition";
import type { MatrixFilters } from "./schema";

/**
 * The organization and everything below it, each with its path in the tree (names, then ids, for
 * the tree's order). One below with LIMITED feature access, or archived, is left out: the matrix is
 * not open there, and the reports decide the same per organization.
 */
const organizations = (organizationId: string) => sql`
  tree AS (
    SELECT o."id", o."name", o."featureAccess", o."archivedDate", ARRAY[o."name", o."id"::text] AS "path", TRUE AS "root"
    FROM "Organization" o WHERE o."id" = ${organizationId}::uuid
    UNION ALL
    SELECT o."id", o."name", o."featureAccess", o."archivedDate", tree."path" || o."name" || o."id"::text, FALSE
    FROM "Organization" o JOIN tree ON o."parentId" = tree."id"
  ),
  orgs AS (
    SELECT "id", "name", "path" FROM tree WHERE "root" OR ("featureAccess" = 'FULL' AND "archivedDate" IS NULL)
  )`;

/** Only the organizations covered: the filters' choices read them too. */
export const organizationsHead = (org: OrgContext) => sql`WITH RECURSIVE ${organizations(org.organizationId)}`;

/**
 * Active members (an invitation not yet accepted is not a member yet, as for the due list and the
 * reports) and competences in use. `members` are the rows, `shown` the columns: with a status, the
 * members with a cell of it and the competences where one is; without, every member of an
 * organization that has a competence to show.
 */
export function matrixHead(org: OrgContext, filters: MatrixFilters, today: Date): Sql {
  const competence = filters.competenceId ? sql`AND c."id" = ${filters.competenceId}::uuid` : sql``;
  const area = filters.areaId ? sql`AND m."areaId" = ${filters.areaId}::uuid` : sql``;
  const role = filters.roleId
    ? sql`AND EXISTS (SELECT 1 FROM "RoleMember" rm WHERE rm."membershipId" = m."id" AND rm."roleId" = ${filters.roleId}::uuid)`
    : sql``;
  const member = filters.memberId ? sql`AND m."id" = ${filters.memberId}::uuid` : sql``;
  const rowsAndColumns = filters.status
    ? sql`
  hits AS (
    SELECT m."id" AS "membershipId", c."id" AS "competenceId"
    FROM candidates m JOIN competences c ON c."organizationId" = m."organizationId"
    LEFT JOIN "CompetenceRequirement" r ON r."membershipId" = m."id" AND r."competenceId" = c."id"
    WHERE ${cellCondition(filters.status, today)}
  ),
  members AS (SELECT * FROM candidates m WHERE m."id" IN (SELECT "membershipId" FROM hits)),
  shown AS (SELECT * FROM competences c WHERE c."id" IN (SELECT "competenceId" FROM hits))`
    : sql`
  members AS (
    SELECT * FROM candidates m WHERE EXISTS (SELECT 1 FROM competences c WHERE c."organizationId" = m."organizationId")
  ),
  shown AS (SELECT * FROM competences)`;
  return sql`WITH RECURSIVE ${organizations(org.organizationId)},
  competences AS (
    SELECT c."id", c."name", c."organizationId" FROM "Competence" c
    WHERE c."organizationId" IN (SELECT "id" FROM orgs) AND c."archivedDate" IS NULL ${competence}
  ),
  candidates AS (
    SELECT m."id", m."userName", m."organizationId", m."areaId" FROM "Membership" m
    WHERE m."organizationId" IN (SELECT "id" FROM orgs) AND m."status" = 'ACTIVE' ${area} ${role} ${member}
  ),${rowsAndColumns}`;
}
