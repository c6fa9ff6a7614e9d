import "server-only";
// Who must sign in with a second factor: every maintainer (system MAINTAIN), so that a stolen
// password cannot change the shared catalogues, and the members with MANAGE of a holding that asks
// for it (its setting, on the holding's edit screen). Such a person without one enrols at sign-in,
// before anything else, and cannot turn it off.
import { queryRows, sql } from "@/lib/platform/lists/query";

export async function twoFactorRequired(userId: string): Promise<boolean> {
  const [row] = await queryRows<{ required: boolean }>(sql`
    SELECT 'MAINTAIN' = ANY (coalesce(u."systemScopes", '{}')::text[])
        OR EXISTS (
          SELECT 1 FROM "Membership" m
          JOIN "Organization" o ON o."id" = m."organizationId"
          JOIN "Organization" h ON h."id" = coalesce(o."holdingId", o."id")
          WHERE m."userId" = u."id" AND m."status" = 'ACTIVE' AND 'MANAGE' = ANY (m."scopes"::text[])
            AND h."requireTwoFactorForManagers") AS "required"
    FROM "User" u WHERE u."id" = ${userId}::uuid`);
  return row?.required ?? false;
}
