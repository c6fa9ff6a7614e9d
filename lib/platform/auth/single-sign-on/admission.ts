import "server-only";
// Who may come in through a holding's provider: a verified address of one of the holding's domains
// that belongs to an account with a membership in the holding's tree (an accepted one, or an open
// invitation, which the person then accepts as after any sign-in). Nobody gets an account or a
// membership by signing in. Maintainers sign in with their password and second factor only, so a
// provider that does not ask for one cannot open the shared catalogues.
import { recordPlatformEvent } from "@/lib/platform/audit/events";
import { db } from "@/lib/platform/db";
import { findUserByEmail } from "../data";
import type { IdTokenClaims } from "./provider";
import { domainOf, type ORGANIZATION_SIGN_IN_REFUSALS } from "./schema";

type Refusal = Exclude<(typeof ORGANIZATION_SIGN_IN_REFUSALS)[number], "not_set_up">;

type Admitted = { id: string; email: string; name: string; language: string };

/**
 * A verified address: `email_verified` (Google, most providers), or Microsoft Entra ID's optional
 * claim `xms_edov` (the address's domain is verified by the tenant that issued it).
 */
const verified = (claims: IdTokenClaims) =>
  claims.email_verified === true ||
  claims.email_verified === "true" ||
  claims.xms_edov === true ||
  claims.xms_edov === "1";

export async function admit(
  holdingId: string,
  domains: string[],
  claims: IdTokenClaims,
): Promise<{ user: Admitted } | { refusal: Refusal }> {
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  const refuse = async (refusal: Refusal, user?: { id: string; name: string } | null) => {
    await recordPlatformEvent({ action: "SIGN_IN_FAILED", user, email: email || `(${refusal})` });
    return { refusal };
  };
  if (!email || !verified(claims)) return refuse("unverified_email");
  if (!domains.includes(domainOf(email))) return refuse("other_domain");
  const user = await findUserByEmail(email);
  if (!user || user.disabled) return refuse("not_member", user);
  if (user.systemScopes.includes("MAINTAIN")) return refuse("maintainer", user);
  const membership = await db().membership.findFirst({
    where: {
      userId: user.id,
      status: { in: ["ACTIVE", "INVITED"] },
      organization: { OR: [{ id: holdingId }, { holdingId }] },
    },
    select: { id: true },
  });
  if (!membership) return refuse("not_member", user);
  return { user: { id: user.id, email: user.email, name: user.name, language: user.language } };
}
