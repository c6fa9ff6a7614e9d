// POST /api/v1/authentications: sign in with form-encoded username and password.
import { publicRoute } from "@/lib/platform/api/route";
import { pageOf } from "@/lib/platform/lists/paging";
import { signInSchema } from "@/lib/platform/auth/schema";
import { sessionSetCookie } from "@/lib/platform/auth/session-cookie";
import { signIn } from "@/lib/platform/auth/sign-in";
import { clientIp } from "@/lib/platform/http/client-ip";
import { toJson } from "@/lib/platform/api/wire";
import { csrfSetCookie } from "@/lib/platform/api/csrf";

export const POST = publicRoute({ body: signInSchema }, async ({ request, body }) => {
  const { token, organizations, user } = await signIn(
    body.username,
    body.password,
    clientIp(request.headers),
    request.headers.get("user-agent"),
  );
  // a fresh anti-forgery token too: one known before the sign-in is worthless after it
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "content-language": user.language });
  headers.append("set-cookie", sessionSetCookie(token, undefined, request));
  headers.append("set-cookie", csrfSetCookie(request));
  return new Response(toJson(pageOf(organizations.length, organizations)), { headers });
});
