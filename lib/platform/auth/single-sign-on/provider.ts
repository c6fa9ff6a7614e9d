import "server-only";
// A holding's identity provider as next-auth's OpenID Connect provider. The ID token is checked by
// next-auth's client (signature against the issuer's keys, issuer, audience = our client id,
// expiry, nonce), with PKCE and state; its claims are the profile, so nothing unsigned decides who
// signs in.
import type { OAuthConfig } from "next-auth/providers/oauth";
import { open } from "@/lib/platform/crypto/sealed";
import { db } from "@/lib/platform/db";
import { providerIdOf } from "./provider-id";
import { secretContext } from "./settings";

export type IdTokenClaims = Record<string, unknown> & { sub: string; email?: string; name?: string };

export type HoldingProvider = { organizationId: string; domains: string[]; config: OAuthConfig<IdTokenClaims> };

export async function holdingProvider(organizationId: string): Promise<HoldingProvider | null> {
  const row = await db().singleSignOn.findUnique({ where: { organizationId } });
  if (!row) return null;
  return {
    organizationId,
    domains: row.domains,
    config: {
      id: providerIdOf(organizationId),
      name: "single sign-on",
      type: "oauth",
      wellKnown: `${row.issuer}/.well-known/openid-configuration`,
      clientId: row.clientId,
      clientSecret: open(row.clientSecret, secretContext(organizationId)),
      authorization: { params: { scope: "openid email profile" } },
      idToken: true,
      checks: ["pkce", "state", "nonce"],
      profile: (claims) => ({ id: claims.sub, email: claims.email ?? null, name: claims.name ?? null }),
    },
  };
}
