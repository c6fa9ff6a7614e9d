// POST /api/v1/user/password-reset: 204 whether or not the address exists; 429 past the limits
// per account and per client address (which count every request, known address or not).
import { publicRoute } from "@/lib/platform/api/route";
import { requestPasswordReset } from "@/lib/platform/auth/password-reset";
import { admitPasswordResetRequest } from "@/lib/platform/auth/reset-limits";
import { passwordResetRequestSchema } from "@/lib/platform/auth/schema";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { clientIp } from "@/lib/platform/http/client-ip";

export const POST = publicRoute({ body: passwordResetRequestSchema }, async ({ request, body }) => {
  await admitPasswordResetRequest(body.email, clientIp(request.headers));
  await requestPasswordReset(body.email, appBaseUrl(request));
});
