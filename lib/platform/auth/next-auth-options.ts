import "server-only";
import type { AuthOptions } from "next-auth";
import { deleteSession } from "./mutations";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from "./session-cookie";

/**
 * next-auth is the session engine: its JWT and its cookie. The JWT holds the id of a Session row,
 * so ending a session on the server is deleting the row. Passwords (and their second factor) sign
 * in through `POST /api/v1/authentications` only, which writes the same cookie; next-auth's own
 * credentials sign-in is not offered, so it cannot pass by the second factor. The options are made
 * per request because the cookie's Secure flag follows the request's scheme.
 */
export const authOptionsFor = (request: Request): AuthOptions => ({
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // the cookie is Secure when this request came over HTTPS (see cookie-security.ts)
  cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions(request) } },
  pages: { signIn: "/", error: "/" },
  providers: [],
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
