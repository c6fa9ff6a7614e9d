import "server-only";
import { db } from "@/lib/platform/db";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { isUuid } from "./uuid";
import { SESSION_IDLE_MINUTES } from "./session-cookie";
import type { OrgScopeName } from "./scopes";
import type { OrganizationGrant, OrganizationKind, OrganizationSummary, SessionUser } from "./types";

// The checks that every signed-in request makes (the session, then the organization and the scopes
// granted in it) are single statements over the shared pool, prepared once per connection: they
// cost the least a request can, and Prisma's query building is left to the routes' own work.

/**
 * The user of a live session (neither past its lifetime nor unused for SESSION_IDLE_MINUTES, the
 * account not disabled), or null. A use marks the session seen, at most once a minute, in the same
 * statement: the list of sessions shows it, and the idle time counts from it.
 */
export async function findSessionUser(sessionId: string, userId: string): Promise<SessionUser | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  const [user] = await queryRows<Omit<SessionUser, "sessionId">>(sql`
    WITH live AS (
      SELECT s."id", s."lastModifiedDate" FROM "Session" s
      WHERE s."id" = ${sessionId}::uuid AND s."userId" = ${userId}::uuid AND s."expiresDate" > now()
        AND s."lastModifiedDate" > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})
    ),
    seen AS (
      UPDATE "Session" SET "lastModifiedDate" = now()
      WHERE "id" IN (SELECT "id" FROM live WHERE "lastModifiedDate" < now() - interval '1 minute')
    )
    SELECT u."id", u."email", u."name", u."language"::text AS "language", coalesce(u."systemScopes", '{}')::text[] AS "systemScopes"
    FROM live JOIN "User" u ON u."id" = ${userId}::uuid
    WHERE NOT u."disabled"`);
  return user ? { ...user, sessionId } : null;
}

/**
 * The organization (its holding and feature access) and the scopes granted to the user in it or
 * any organization above it (invitations grant nothing); null when the organization does not exist
 * or no membership reaches it.
 */
export async function findOrganizationGrant(userId: string, organizationId: string): Promise<OrganizationGrant | null> {
  const [row] = await queryRows<Omit<OrganizationGrant, "scopes"> & { scopes: OrgScopeName[] | null }>(sql`
    WITH RECURSIVE chain AS (
      SELECT id, "parentId" FROM "Organization" WHERE id = ${organizationId}::uuid
      UNION ALL
      SELECT o.id, o."parentId" FROM "Organization" o JOIN chain c ON o.id = c."parentId"
    ),
    granted AS (
      SELECT m.scopes FROM chain c JOIN "Membership" m
        ON m."organizationId" = c.id AND m."userId" = ${userId}::uuid AND m."status" = 'ACTIVE'
    )
    SELECT coalesce(o."holdingId", o."id")::text AS "holdingId", o."featureAccess"::text AS "featureAccess",
           CASE WHEN EXISTS (SELECT 1 FROM granted)
                THEN ARRAY(SELECT DISTINCT unnest(g.scopes)::text FROM granted g) END AS "scopes"
    FROM "Organization" o WHERE o."id" = ${organizationId}::uuid`);
  if (!row?.scopes) return null;
  return { holdingId: row.holdingId, featureAccess: row.featureAccess, scopes: row.scopes };
}

export function findUserByEmail(email: string) {
  return db().user.findUnique({ where: { email: email.trim().toLowerCase() } });
}

const kindOf = { HOLDING: "holding", SUBSIDIARY: "subsidiary", DEPARTMENT: "department" } as const;

/**
 * Every organization the user reaches: the whole tree below each membership, holdings first,
 * then depth first by name, so the first entry is the user's holding (or top-most organization).
 */
export async function reachableOrganizations(userId: string): Promise<OrganizationSummary[]> {
  const rows = await db().$queryRaw<
    {
      id: string;
      name: string;
      parentId: string | null;
      type: keyof typeof kindOf;
      featureAccess: "FULL" | "LIMITED";
      path: string;
    }[]
  >`
    WITH RECURSIVE tree AS (
      SELECT o.id, o.name, o."parentId", o.type, o."featureAccess", o."holdingId",
             ARRAY[lower(o.name) || '/' || o.id::text] AS path
      FROM "Organization" o JOIN "Membership" m ON m."organizationId" = o.id
      WHERE m."userId" = ${userId}::uuid AND m."status" = 'ACTIVE'
        AND NOT EXISTS (
          SELECT 1 FROM "Membership" m2 JOIN "Organization" p ON p.id = m2."organizationId"
          WHERE m2."userId" = ${userId}::uuid AND m2."status" = 'ACTIVE' AND p.id = o."parentId")
      UNION ALL
      SELECT c.id, c.name, c."parentId", c.type, c."featureAccess", c."holdingId",
             t.path || (CASE c.type WHEN 'SUBSIDIARY' THEN '1' ELSE '2' END || lower(c.name) || '/' || c.id::text)
      FROM "Organization" c JOIN tree t ON c."parentId" = t.id
      -- an archived department or subsidiary leaves the organization switcher and the menus
      WHERE c."archivedDate" IS NULL
    )
    SELECT DISTINCT ON (id) id, name, "parentId", type::text AS type, "featureAccess"::text AS "featureAccess",
           array_to_string(path, '|') AS path
    FROM tree ORDER BY id, array_length(path, 1) DESC`;
  return rows
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ id, name, parentId, type, featureAccess }) => ({
      id,
      name,
      parentId,
      type: kindOf[type] as OrganizationKind,
      featureAccess,
    }));
}

export function findValidToken(tokenHash: string) {
  return db().userToken.findFirst({
    where: { tokenHash, usedDate: null, expiresDate: { gt: new Date() }, user: { disabled: false } },
    include: { user: { select: { id: true, email: true } } },
  });
}

export function countRecentErrorReports(ipAddress: string, since: Date) {
  return db().errorReport.count({ where: { ipAddress, createdDate: { gt: since } } });
}

/** The user's direct memberships (accepted ones: an invitation grants nothing): organization id → granted scopes. */
export async function membershipScopes(userId: string): Promise<Map<string, OrgScopeName[]>> {
  const rows = await db().membership.findMany({
    where: { userId, status: "ACTIVE" },
    select: { organizationId: true, scopes: true },
  });
  return new Map(rows.map((row) => [row.organizationId, row.scopes as OrgScopeName[]]));
}
