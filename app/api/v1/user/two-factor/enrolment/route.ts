// POST /api/v1/user/two-factor/enrolment: a new secret for an authenticator app (QR code, address
// and the secret itself), pending until PUT /api/v1/user/two-factor confirms it with a code.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { enrolmentSchema } from "@/lib/platform/auth/two-factor/schema";
import { startEnrolment } from "@/lib/platform/auth/two-factor/two-factor";

export const POST = userRoute({ access: platformAccess.signedIn, response: enrolmentSchema }, ({ user }) =>
  startEnrolment(user),
);
