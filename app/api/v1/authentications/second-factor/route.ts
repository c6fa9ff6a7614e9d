// POST /api/v1/authentications/second-factor: the code from the authenticator app (or a recovery
// code) after the password, with the cookie the password's 202 set; answers like a sign-in. After
// enrolling at sign-in (…/second-factor/enrolment) the first code also answers the recovery codes.
import { publicRoute } from "@/lib/platform/api/route";
import { secondStepAnswerSchema } from "@/lib/platform/auth/schema";
import { sessionAnswer } from "@/lib/platform/auth/session-answer";
import { pendingClearCookie, pendingSignIn } from "@/lib/platform/auth/two-factor/pending";
import { secondFactorSchema } from "@/lib/platform/auth/two-factor/schema";
import { completeSecondFactor } from "@/lib/platform/auth/two-factor/second-step";
import { clientIp } from "@/lib/platform/http/client-ip";

export const POST = publicRoute(
  { body: secondFactorSchema, response: secondStepAnswerSchema },
  async ({ request, body }) => {
    const cookieHeader = request.headers.get("cookie");
    const { session, recoveryCodes } = await completeSecondFactor(
      await pendingSignIn(cookieHeader),
      body.code,
      clientIp(request.headers),
      request.headers.get("user-agent"),
      cookieHeader,
    );
    const answer = sessionAnswer(session, request, recoveryCodes ? { recoveryCodes } : {});
    answer.headers.append("set-cookie", pendingClearCookie(request));
    return answer;
  },
);
