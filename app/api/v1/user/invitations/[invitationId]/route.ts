// DELETE /api/v1/user/invitations/{id}: the invited person declines.
import { declineInvitation } from "@/lib/modules/organization/members/invitations";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";

export const DELETE = userRoute({ access: platformAccess.signedIn, status: 204 }, ({ user, params }) =>
  declineInvitation(user, params.invitationId),
);
