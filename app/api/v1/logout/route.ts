// POST /api/v1/logout: ends the session on the server and clears the cookie.
import { publicRoute } from "@/lib/platform/api/route";
import { deleteSession } from "@/lib/platform/auth/mutations";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";
import { sessionSetCookie } from "@/lib/platform/auth/session-cookie";
import { csrfSetCookie } from "@/lib/platform/api/csrf";

export const POST = publicRoute({ status: 204 }, async ({ request }) => {
  const user = await sessionUserFromCookieHeader(request.headers.get("cookie"));
  if (user) await deleteSession(user.sessionId);
  const headers = new Headers();
  headers.append("set-cookie", sessionSetCookie("", 0, request));
  headers.append("set-cookie", csrfSetCookie(request));
  return new Response(null, { status: 204, headers });
});
