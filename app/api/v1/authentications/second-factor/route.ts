// POST /api/v1/authentications/second-factor: the code from the authenticator app (or a recovery
// code) after the password, with the cookie the password's 202 set; answers like a sign-in.
import { publicRoute } from "@/lib/platform/api/route";
import { signedInSchema } from "@/lib/platform/auth/schema";
import { sessionAnswer } from "@/lib/platform/auth/session-answer";
import { pendingClearCookie, pendingUserId } from "@/lib/platform/auth/two-factor/pending";
import { secondFactorSchema } from "@/lib/platform/auth/two-factor/schema";
import { completeSecondFactor } from "@/lib/platform/auth/two-factor/second-step";
import { clientIp } from "@/lib/platform/http/client-ip";

export const POST = publicRoute({ body: secondFactorSchema, response: signedInSchema }, async ({ request, body }) => {
  const cookieHeader = request.headers.get("cookie");
  const session = await completeSecondFactor(
    await pendingUserId(cookieHeader),
    body.code,
    clientIp(request.headers),
    request.headers.get("user-agent"),
    cookieHeader,
  );
  const answer = sessionAnswer(session, request);
  answer.headers.append("set-cookie", pendingClearCookie(request));
  return answer;
});
