// POST /api/v1/user/password-change: the signed-in person changes their password (the current one
// first); every other session of theirs ends.
import { changePassword } from "@/lib/platform/account/profile";
import { passwordChangeSchema, endedSessionsSchema } from "@/lib/platform/account/schema";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { clientIp } from "@/lib/platform/http/client-ip";

export const POST = userRoute(
  { access: platformAccess.signedIn, body: passwordChangeSchema, response: endedSessionsSchema },
  ({ user, body, request }) => changePassword(user, body, clientIp(request.headers)),
);
