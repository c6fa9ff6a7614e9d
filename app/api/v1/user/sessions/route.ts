// DELETE /api/v1/user/sessions: ends every other session of the signed-in person ("sign out
// everywhere"; the screen then ends its own through /api/v1/logout).
import { endOtherSessions } from "@/lib/platform/account/profile";
import { endedSessionsSchema } from "@/lib/platform/account/schema";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";

export const DELETE = userRoute({ access: platformAccess.signedIn, response: endedSessionsSchema }, ({ user }) =>
  endOtherSessions(user),
);
