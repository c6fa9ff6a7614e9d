// POST /api/v1/organizations/{orgId}/delegations/{delegationId}/restore: the archived delegation back; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { delegationAccess } from "@/lib/modules/leadership/delegation/access";
import { restoreDelegation } from "@/lib/modules/leadership/delegation/mutations";
import { delegationSchema } from "@/lib/modules/leadership/delegation/dto";

export const POST = orgRoute({ access: delegationAccess.archive, response: delegationSchema }, ({ org, params }) =>
  restoreDelegation(org, params.delegationId),
);
