// POST /api/v1/authentications: sign in with form-encoded username and password.
import { publicRoute } from "@/lib/platform/api/route";
import { pageOf } from "@/lib/platform/lists/paging";
import { signInSchema, signInAnswerSchema } from "@/lib/platform/auth/schema";
import { deviceSetCookie } from "@/lib/platform/auth/device-cookie";
import { sessionSetCookie } from "@/lib/platform/auth/session-cookie";
import { signIn } from "@/lib/platform/auth/sign-in";
import { clientIp } from "@/lib/platform/http/client-ip";
import { toJson } from "@/lib/platform/api/wire";
import { csrfSetCookie } from "@/lib/platform/api/csrf";

export const POST = publicRoute({ body: signInSchema, response: signInAnswerSchema }, async ({ request, body }) => {
  const { token, organizations, user } = await signIn(
    body.username,
    body.password,
    clientIp(request.headers),
    request.headers.get("user-agent"),
    request.headers.get("cookie"),
  );
  // a fresh anti-forgery token too: one known before the sign-in is worthless after it
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "content-language": user.language });
  headers.append("set-cookie", sessionSetCookie(token, undefined, request));
  headers.append("set-cookie", csrfSetCookie(request));
  // this browser is now known for the account: attacks on the account elsewhere do not hold it
  headers.append("set-cookie", deviceSetCookie(user.id, request));
  return new Response(toJson(pageOf(organizations.length, organizations)), { headers });
});
