// GET, POST /api/v1/organizations/{orgId}/policies: the organization's policies (ISO 14001 and 45001 clause 5.2).
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { policySource } from "@/lib/modules/leadership/policies/data";
import { policyExport } from "@/lib/modules/leadership/policies/export";
import { createPolicy } from "@/lib/modules/leadership/policies/mutations";
import { policyInputSchema, policyListQuerySchema } from "@/lib/modules/leadership/policies/schema";
import { policyPageSchema, policySchema } from "@/lib/modules/leadership/policies/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: policyAccess.list, query: policyListQuerySchema, response: policyPageSchema },
  (input) => answerList(input, policyExport, policySource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: policyAccess.create, body: policyInputSchema, status: 201, response: policySchema },
  ({ org, body }) => createPolicy(org, body),
);
