// GET /api/v1/organizations/{orgId}/policies/{policyId}/history: the record's history (its changes and those of its documents), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { recordHistory } from "@/lib/platform/audit/data";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { getPolicy } from "@/lib/modules/leadership/policies/data";

export const GET = orgRoute(
  { access: policyAccess.read, query: historyQuerySchema, response: auditPageSchema },
  ({ org, params, query }) => recordHistory(org, params.policyId, query, getPolicy),
);
