// GET /api/v1/organizations/{orgId}/policies/{policyId}/revisions: the saved versions of the policy with author, date and change note, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { listPolicyRevisions } from "@/lib/modules/leadership/policies/data";
import { policyRevisionListQuerySchema } from "@/lib/modules/leadership/policies/schema";
import { policyRevisionPageSchema } from "@/lib/modules/leadership/policies/dto";

export const GET = orgRoute(
  { access: policyAccess.listRevisions, query: policyRevisionListQuerySchema, response: policyRevisionPageSchema },
  ({ org, params, query }) => listPolicyRevisions(org, params.policyId, query),
);
