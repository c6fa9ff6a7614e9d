// POST /api/v1/organizations/{orgId}/policies/{policyId}/restore: the archived policy back in the list (and the public view when published); restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { restorePolicy } from "@/lib/modules/leadership/policies/mutations";
import { policySchema } from "@/lib/modules/leadership/policies/dto";

export const POST = orgRoute({ access: policyAccess.archive, response: policySchema }, ({ org, params }) =>
  restorePolicy(org, params.policyId),
);
