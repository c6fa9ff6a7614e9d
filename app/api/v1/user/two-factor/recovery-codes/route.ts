// POST /api/v1/user/two-factor/recovery-codes {code}: ten new recovery codes for a code from the
// app; the earlier ones stop working.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { codeSchema, recoveryCodesSchema } from "@/lib/platform/auth/two-factor/schema";
import { renewRecoveryCodes } from "@/lib/platform/auth/two-factor/two-factor";
import { clientIp } from "@/lib/platform/http/client-ip";

export const POST = userRoute(
  { access: platformAccess.signedIn, body: codeSchema, response: recoveryCodesSchema },
  async ({ user, body, request }) => ({
    recoveryCodes: await renewRecoveryCodes(user, body.code, clientIp(request.headers)),
  }),
);
