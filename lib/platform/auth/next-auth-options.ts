import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientIp } from "@/lib/platform/http/client-ip";
import { deleteSession } from "./mutations";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from "./session-cookie";
import { signIn } from "./sign-in";

/**
 * next-auth is the session engine: its credentials provider, its JWT and its cookie. The JWT
 * holds the id of a Session row, so ending a session on the server is deleting the row.
 * `POST /api/v1/authentications` signs in through the same `signIn` and writes the same cookie.
 */
export const authOptions: AuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions() } },
  pages: { signIn: "/", error: "/" },
  providers: [
    CredentialsProvider({
      name: "E-mail and password",
      credentials: { username: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        if (!credentials?.username || !credentials.password) return null;
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
};
