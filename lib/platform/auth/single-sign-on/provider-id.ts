// A holding's provider in next-auth's routes: /api/auth/signin/<id> and /api/auth/callback/<id>,
// the address its administrators register at the identity provider.
import { isUuid } from "../uuid";

const PREFIX = "organization-";

export const providerIdOf = (organizationId: string) => `${PREFIX}${organizationId}`;

/** The holding a provider id names; null for anything else. */
export function organizationIdOf(providerId: string | undefined): string | null {
  if (!providerId?.startsWith(PREFIX)) return null;
  const id = providerId.slice(PREFIX.length);
  return isUuid(id) ? id : null;
}
