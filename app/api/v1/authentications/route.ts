// POST /api/v1/authentications: sign in with form-encoded username and password. A person with
// two-factor sign-in gets 202 and a short-lived cookie for the second step instead of a session:
// `{secondFactor: "code"}`, or `"enrol"` for one who must have it and has none yet.
import { publicRoute } from "@/lib/platform/api/route";
import { signInSchema, signInAnswerSchema } from "@/lib/platform/auth/schema";
import { sessionAnswer } from "@/lib/platform/auth/session-answer";
import { signIn } from "@/lib/platform/auth/sign-in";
import { pendingSetCookie } from "@/lib/platform/auth/two-factor/pending";
import { clientIp } from "@/lib/platform/http/client-ip";

export const POST = publicRoute({ body: signInSchema, response: signInAnswerSchema }, async ({ request, body }) => {
  const result = await signIn(
    body.username,
    body.password,
    clientIp(request.headers),
    request.headers.get("user-agent"),
    request.headers.get("cookie"),
  );
  if ("session" in result) return sessionAnswer(result.session, request);
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  headers.append("set-cookie", await pendingSetCookie(result.secondFactorOf.id, result.step, request));
  return new Response(JSON.stringify({ secondFactor: result.step }), { status: 202, headers });
});
