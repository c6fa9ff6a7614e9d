// GET /api/v1/organizations/{orgId}/delegations/{delegationId}/history: the delegation's history (terms, acceptances), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { delegationAccess } from "@/lib/modules/leadership/delegation/access";
import { getDelegation } from "@/lib/modules/leadership/delegation/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: delegationAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.delegationId, getDelegation),
);
