// POST /api/v1/user/password-reset: 204 whether or not the address exists, however often it is asked
// for (an account gets at most a few mails an hour); 429 only past the limit per client address.
import { publicRoute } from "@/lib/platform/api/route";
import { requestPasswordReset } from "@/lib/platform/auth/password-reset";
import { admitPasswordResetRequest } from "@/lib/platform/auth/reset-limits";
import { passwordResetRequestSchema } from "@/lib/platform/auth/schema";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { clientIp } from "@/lib/platform/http/client-ip";

export const POST = publicRoute({ body: passwordResetRequestSchema, status: 204 }, async ({ request, body }) => {
  await admitPasswordResetRequest(body.email, clientIp(request.headers));
  await requestPasswordReset(body.email, appBaseUrl(request));
});
