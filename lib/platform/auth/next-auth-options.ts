import "server-only";
import type { AuthOptions } from "next-auth";
import { clientIp } from "@/lib/platform/http/client-ip";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, secureCookies, sessionCookieOptions } from "./session-cookie";
import { startSession } from "./sign-in";
import { admit } from "./single-sign-on/admission";
import type { HoldingProvider, IdTokenClaims } from "./single-sign-on/provider";

/**
 * next-auth is the session engine (its JWT and its cookie) and signs in through a holding's
 * identity provider (OpenID Connect). The JWT holds the id of a Session row, so ending a session on
 * the server is deleting the row, however it was opened. Passwords (and their second factor) sign
 * in through `POST /api/v1/authentications` only, which writes the same cookie. The options are
 * made per request: the provider is the holding's named in the path, and the cookies' Secure flag
 * follows the request's scheme (see cookie-security.ts).
 */
export function authOptionsFor(request: Request, holding: HoldingProvider | null): AuthOptions {
  return {
    secret: process.env.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secureCookies(request),
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions(request) } },
    pages: { signIn: "/", error: "/" },
    providers: holding ? [holding.config] : [],
    callbacks: {
      // the provider's ID token has been checked; who it names is decided here
      async signIn({ user, profile }) {
        if (!holding || !profile) return false;
        const admitted = await admit(holding.organizationId, holding.domains, profile as IdTokenClaims);
        if ("refusal" in admitted) return `/?sso_error=${admitted.refusal}`;
        const session = await startSession(admitted.user, clientIp(request.headers), request.headers.get("user-agent"));
        // the account and its Session row, for the token below (next-auth passes this object on)
        Object.assign(user, { id: admitted.user.id, sid: session.id });
        return true;
      },
      async jwt({ token, user }) {
        if (user && "sid" in user) return { sid: user.sid, sub: user.id };
        return token;
      },
    },
  };
}
