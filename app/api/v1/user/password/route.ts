// POST /api/v1/user/password: set a new password with a reset or invitation token.
import { publicRoute } from "@/lib/platform/api/route";
import { completePasswordReset } from "@/lib/platform/auth/password-reset";
import { newPasswordSchema } from "@/lib/platform/auth/schema";

export const POST = publicRoute({ body: newPasswordSchema, status: 204 }, async ({ body }) => {
  await completePasswordReset(body.token, body.password);
});
