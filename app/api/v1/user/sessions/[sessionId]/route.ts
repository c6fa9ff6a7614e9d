// DELETE /api/v1/user/sessions/{sessionId}: ends one of the signed-in person's sessions (404 for
// anyone else's); ending the one asking signs this browser out.
import { endSession } from "@/lib/platform/account/sessions";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";

export const DELETE = userRoute({ access: platformAccess.signedIn, status: 204 }, ({ user, params }) =>
  endSession(user, params.sessionId),
);
