// GET, PUT, DELETE /api/v1/organizations/{orgId}/delegations/{delegationId}: one delegation; new terms clear its acceptance; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { delegationAccess } from "@/lib/modules/leadership/delegation/access";
import { getDelegation } from "@/lib/modules/leadership/delegation/data";
import { archiveDelegation, updateDelegation } from "@/lib/modules/leadership/delegation/mutations";
import { delegationInputSchema } from "@/lib/modules/leadership/delegation/schema";
import { delegationSchema } from "@/lib/modules/leadership/delegation/dto";

export const GET = orgRoute({ access: delegationAccess.read, response: delegationSchema }, ({ org, params }) =>
  getDelegation(org, params.delegationId),
);

export const PUT = orgRoute(
  { access: delegationAccess.update, body: delegationInputSchema, response: delegationSchema },
  ({ org, params, body }) => updateDelegation(org, params.delegationId, body),
);

export const DELETE = orgRoute({ access: delegationAccess.archive, status: 204 }, ({ org, params }) =>
  archiveDelegation(org, params.delegationId),
);
