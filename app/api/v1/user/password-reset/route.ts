// POST /api/v1/user/password-reset: always 204, whether or not the address exists.
import { publicRoute } from "@/lib/platform/api/route";
import { requestPasswordReset } from "@/lib/platform/auth/password-reset";
import { passwordResetRequestSchema } from "@/lib/platform/auth/schema";
import { appBaseUrl } from "@/lib/platform/http/app-url";

export const POST = publicRoute({ body: passwordResetRequestSchema }, async ({ request, body }) => {
  await requestPasswordReset(body.email, appBaseUrl(request));
});
