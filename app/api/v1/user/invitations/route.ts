// GET /api/v1/user/invitations: the organizations that invited the signed-in person.
import { listInvitations } from "@/lib/modules/organization/members/invitations";
import { invitationListSchema } from "@/lib/modules/organization/members/dto";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";

export const GET = userRoute({ access: platformAccess.signedIn, response: invitationListSchema }, ({ user }) =>
  listInvitations(user),
);
