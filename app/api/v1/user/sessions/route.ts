// GET /api/v1/user/sessions: the signed-in person's live sessions (browser, address, signed in,
// last seen), this one first. DELETE: ends every other session of the person ("sign out
// everywhere"; the screen then ends its own through /api/v1/logout).
import { endOtherSessions } from "@/lib/platform/account/profile";
import { endedSessionsSchema, sessionListSchema } from "@/lib/platform/account/schema";
import { listSessions } from "@/lib/platform/account/sessions";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";

export const GET = userRoute({ access: platformAccess.signedIn, response: sessionListSchema }, ({ user }) =>
  listSessions(user),
);

export const DELETE = userRoute({ access: platformAccess.signedIn, response: endedSessionsSchema }, ({ user }) =>
  endOtherSessions(user),
);
