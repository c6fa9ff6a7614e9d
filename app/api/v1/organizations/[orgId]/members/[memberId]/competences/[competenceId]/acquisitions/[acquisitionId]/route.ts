// DELETE /api/v1/organizations/{orgId}/members/{memberId}/competences/{competenceId}/acquisitions/{acquisitionId}: removes an acquisition entered wrongly (the audit trail keeps it); the requirement falls back to the latest one left.
import { orgRoute } from "@/lib/platform/api/route";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { removeAcquisition } from "@/lib/modules/organization/competences/acquisitions";

export const DELETE = orgRoute({ access: memberAccess.update, status: 204 }, async ({ org, params }) => {
  await removeAcquisition(org, { memberId: params.memberId, competenceId: params.competenceId }, params.acquisitionId);
});
