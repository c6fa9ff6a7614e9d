// GET, PUT, DELETE /api/v1/organizations/{orgId}/agreements/{agreementId}: one agreement; DELETE archives it with its pending inspection.
import { orgRoute } from "@/lib/platform/api/route";
import { agreementAccess } from "@/lib/modules/monitoring/control-book/access";
import { getAgreement } from "@/lib/modules/monitoring/control-book/data";
import { archiveAgreement, updateAgreement } from "@/lib/modules/monitoring/control-book/agreement-mutations";
import { agreementInputSchema } from "@/lib/modules/monitoring/control-book/schema";
import { agreementSchema } from "@/lib/modules/monitoring/control-book/dto";

export const GET = orgRoute({ access: agreementAccess.read, response: agreementSchema }, ({ org, params }) =>
  getAgreement(org, params.agreementId),
);

export const PUT = orgRoute(
  { access: agreementAccess.update, body: agreementInputSchema, response: agreementSchema },
  ({ org, params, body }) => updateAgreement(org, params.agreementId, body),
);

export const DELETE = orgRoute({ access: agreementAccess.archive, status: 204 }, ({ org, params }) =>
  archiveAgreement(org, params.agreementId),
);
