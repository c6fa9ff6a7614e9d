import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { pathOfNul } from "@/lib/platform/api/input-limits";
import { clientIp } from "@/lib/platform/http/client-ip";
import { deleteSession } from "./mutations";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from "./session-cookie";
import { signIn } from "./sign-in";

/**
 * next-auth is the session engine: its credentials provider, its JWT and its cookie. The JWT
 * holds the id of a Session row, so ending a session on the server is deleting the row.
 * `POST /api/v1/authentications` signs in through the same `signIn` and writes the same cookie.
 * The options are made per request because the cookie's Secure flag follows the request's scheme.
 */
export const authOptionsFor = (request: Request): AuthOptions => ({
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // the cookie is Secure when this request came over HTTPS (see cookie-security.ts)
  cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions(request) } },
  pages: { signIn: "/", error: "/" },
  providers: [
    CredentialsProvider({
      name: "E-mail and password",
      credentials: { username: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        if (!credentials?.username || !credentials.password) return null;
        // no account has a NUL character in its address or password, and PostgreSQL cannot look one up
        if (pathOfNul(credentials)) return null;
        const headers = new Headers(request?.headers as Record<string, string>);
        try {
          const { user, sessionId } = await signIn(
            credentials.username,
            credentials.password,
            clientIp(headers),
            headers.get("user-agent"),
          );
          return { id: user.id, email: user.email, name: user.name, sid: sessionId };
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user && "sid" in user) token.sid = user.sid;
      return token;
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await deleteSession(token.sid);
    },
  },
});
