// POST /api/v1/user/password-reset: always 204, whether or not the address exists.
import { publicRoute } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { passwordResetRequestSchema } from "@/lib/auth/schema";
import { appBaseUrl } from "@/lib/app-url";

export const POST = publicRoute({ body: passwordResetRequestSchema }, async ({ request, body }) => {
  await requestPasswordReset(body.email, appBaseUrl(request));
});
