// GET /api/v1/user/two-factor: whether the person signs in with a second factor, since when, and
// how many recovery codes are left. PUT {code, password}: a code of the secret from
// POST …/enrolment turns it on and answers ten recovery codes. DELETE {code, password}: off.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import {
  codeAndPasswordSchema,
  recoveryCodesSchema,
  twoFactorStatusSchema,
} from "@/lib/platform/auth/two-factor/schema";
import { confirmEnrolment, turnOffTwoFactor, twoFactorStatus } from "@/lib/platform/auth/two-factor/two-factor";
import { clientIp } from "@/lib/platform/http/client-ip";

export const GET = userRoute({ access: platformAccess.signedIn, response: twoFactorStatusSchema }, ({ user }) =>
  twoFactorStatus(user.id),
);

export const PUT = userRoute(
  { access: platformAccess.signedIn, body: codeAndPasswordSchema, response: recoveryCodesSchema },
  async ({ user, body, request }) => ({
    recoveryCodes: await confirmEnrolment(user, body.code, body.password, clientIp(request.headers)),
  }),
);

export const DELETE = userRoute(
  { access: platformAccess.signedIn, body: codeAndPasswordSchema, response: twoFactorStatusSchema },
  async ({ user, body, request }) => {
    await turnOffTwoFactor(user, body.code, body.password, clientIp(request.headers));
    return twoFactorStatus(user.id);
  },
);
