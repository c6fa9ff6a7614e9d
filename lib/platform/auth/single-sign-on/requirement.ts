import "server-only";
// Whose password no longer opens a session: a member (or invitee) of a holding that requires its
// provider. Maintainers keep their password and second factor, so a broken provider cannot lock
// the system out.
import { queryRows, sql } from "@/lib/platform/lists/query";

export async function singleSignOnRequired(userId: string): Promise<boolean> {
  const [row] = await queryRows<{ required: boolean }>(sql`
    SELECT NOT ('MAINTAIN' = ANY (coalesce(u."systemScopes", '{}')::text[]))
       AND EXISTS (
         SELECT 1 FROM "Membership" m
         JOIN "Organization" o ON o."id" = m."organizationId"
         JOIN "SingleSignOn" s ON s."organizationId" = coalesce(o."holdingId", o."id")
         WHERE m."userId" = u."id" AND s."required") AS "required"
    FROM "User" u WHERE u."id" = ${userId}::uuid`);
  return row?.required ?? false;
}
