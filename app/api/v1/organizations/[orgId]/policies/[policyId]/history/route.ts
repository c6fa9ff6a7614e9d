// GET /api/v1/organizations/{orgId}/policies/{policyId}/history: the record's history (its changes and those of its documents), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { getPolicy } from "@/lib/modules/leadership/policies/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: policyAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.policyId, getPolicy),
);
