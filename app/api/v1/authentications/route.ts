// POST /api/v1/authentications: sign in with form-encoded username and password.
import { publicRoute } from "@/lib/platform/api/route";
import { pageOf } from "@/lib/platform/lists/paging";
import { signInSchema } from "@/lib/platform/auth/schema";
import { sessionSetCookie } from "@/lib/platform/auth/session-cookie";
import { signIn } from "@/lib/platform/auth/sign-in";
import { clientIp } from "@/lib/platform/http/client-ip";
import { toJson } from "@/lib/platform/api/wire";

export const POST = publicRoute({ body: signInSchema }, async ({ request, body }) => {
  const { token, organizations, user } = await signIn(
    body.username,
    body.password,
    clientIp(request.headers),
    request.headers.get("user-agent"),
  );
  return new Response(toJson(pageOf(organizations.length, organizations)), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "set-cookie": sessionSetCookie(token),
      "content-language": user.language,
    },
  });
});
