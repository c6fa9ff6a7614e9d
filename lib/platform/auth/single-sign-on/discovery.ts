import "server-only";
// Which way in an address has: the provider of the holding that claims its domain, or none (the
// password). It tells a stranger only whether a domain signs in through a provider, which the
// provider's own sign-in page tells anyone anyway; never whether an account exists.
import { db } from "@/lib/platform/db";
import { isUuid } from "../uuid";
import { providerIdOf } from "./provider-id";
import { domainOf } from "./schema";

export async function providerForEmail(email: string): Promise<string | null> {
  const domain = domainOf(email);
  if (!email.includes("@") || !domain) return null;
  const row = await db().singleSignOn.findFirst({
    where: { domains: { has: domain } },
    select: { organizationId: true },
  });
  return row && providerIdOf(row.organizationId);
}

/** The provider of a holding named by a sign-in link (`/?organization=<id>`), if it has one. */
export async function providerForHolding(organizationId: string): Promise<string | null> {
  if (!isUuid(organizationId)) return null;
  const row = await db().singleSignOn.findUnique({ where: { organizationId }, select: { organizationId: true } });
  return row && providerIdOf(row.organizationId);
}
