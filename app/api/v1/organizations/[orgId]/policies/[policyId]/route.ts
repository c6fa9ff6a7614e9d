// GET, PUT, DELETE /api/v1/organizations/{orgId}/policies/{policyId}: one policy; a save that changes its title or text is a new revision; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { getPolicy } from "@/lib/modules/leadership/policies/data";
import { archivePolicy, updatePolicy } from "@/lib/modules/leadership/policies/mutations";
import { policyInputSchema } from "@/lib/modules/leadership/policies/schema";
import { policySchema } from "@/lib/modules/leadership/policies/dto";

export const GET = orgRoute({ access: policyAccess.read, response: policySchema }, ({ org, params }) =>
  getPolicy(org, params.policyId),
);

export const PUT = orgRoute(
  { access: policyAccess.update, body: policyInputSchema, response: policySchema },
  ({ org, params, body }) => updatePolicy(org, params.policyId, body),
);

export const DELETE = orgRoute({ access: policyAccess.archive, status: 204 }, ({ org, params }) =>
  archivePolicy(org, params.policyId),
);
