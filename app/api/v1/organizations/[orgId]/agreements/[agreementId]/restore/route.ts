// POST /api/v1/organizations/{orgId}/agreements/{agreementId}/restore: the archived agreement back in the control book, its pending inspection with it; 409 while its machine is archived; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { agreementAccess } from "@/lib/modules/monitoring/control-book/access";
import { restoreAgreement } from "@/lib/modules/monitoring/control-book/agreement-mutations";
import { agreementSchema } from "@/lib/modules/monitoring/control-book/dto";

export const POST = orgRoute({ access: agreementAccess.archive, response: agreementSchema }, ({ org, params }) =>
  restoreAgreement(org, params.agreementId),
);
