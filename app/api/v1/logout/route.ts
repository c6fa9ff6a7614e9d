// POST /api/v1/logout: ends the session on the server and clears the cookie.
import { publicRoute } from "@/lib/platform/api/route";
import { deleteSession } from "@/lib/platform/auth/mutations";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";
import { sessionSetCookie } from "@/lib/platform/auth/session-cookie";

export const POST = publicRoute({}, async ({ request }) => {
  const user = await sessionUserFromCookieHeader(request.headers.get("cookie"));
  if (user) await deleteSession(user.sessionId);
  return new Response(null, { status: 204, headers: { "set-cookie": sessionSetCookie("", 0) } });
});
