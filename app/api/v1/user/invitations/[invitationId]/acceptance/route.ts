// POST /api/v1/user/invitations/{id}/acceptance: the invited person accepts and becomes a member.
import { acceptInvitation } from "@/lib/modules/organization/members/invitations";
import { acceptedInvitationSchema } from "@/lib/modules/organization/members/dto";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";

export const POST = userRoute(
  { access: platformAccess.signedIn, response: acceptedInvitationSchema },
  ({ user, params }) => acceptInvitation(user, params.invitationId),
);
