// POST /api/v1/user/password: set a new password with a reset or invitation token.
import { publicRoute } from "@/lib/api/route";
import { completePasswordReset } from "@/lib/auth/password-reset";
import { newPasswordSchema } from "@/lib/auth/schema";

export const POST = publicRoute({ body: newPasswordSchema }, async ({ body }) => {
  await completePasswordReset(body.token, body.password);
});
