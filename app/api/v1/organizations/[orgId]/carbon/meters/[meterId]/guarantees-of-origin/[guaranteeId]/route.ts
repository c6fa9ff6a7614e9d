// DELETE /api/v1/organizations/{orgId}/carbon/meters/{meterId}/guarantees-of-origin/{guaranteeId}: removes guarantees entered wrongly (the audit trail keeps them).
import { orgRoute } from "@/lib/platform/api/route";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { removeGuarantee } from "@/lib/modules/monitoring/carbon/guarantees";

export const DELETE = orgRoute({ access: carbonAccess.link, status: 204 }, async ({ org, params }) => {
  await removeGuarantee(org, params.meterId, params.guaranteeId);
});
