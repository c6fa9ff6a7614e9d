// POST /api/v1/authentications/second-factor/enrolment: for a person who must sign in with a second
// factor and has none, after the password (its 202 `enrol` cookie): a new secret for the app (QR
// code, address and the secret), which the first code sent to …/second-factor turns on.
import { publicRoute } from "@/lib/platform/api/route";
import { pendingSignIn } from "@/lib/platform/auth/two-factor/pending";
import { enrolmentSchema } from "@/lib/platform/auth/two-factor/schema";
import { startEnrolmentAtSignIn } from "@/lib/platform/auth/two-factor/second-step";

export const POST = publicRoute({ response: enrolmentSchema }, async ({ request }) =>
  startEnrolmentAtSignIn(await pendingSignIn(request.headers.get("cookie"))),
);
