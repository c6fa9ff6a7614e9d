// GET /api/v1/organizations/{orgId}/scope/history: who changed the scope, its standards and its
// documents, and when (the text of each version is in scope/revisions).
import { orgRoute } from "@/lib/platform/api/route";
import { recordHistory } from "@/lib/platform/audit/data";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { scopeAccess } from "@/lib/modules/organization/scope/access";
import { getScope } from "@/lib/modules/organization/scope/data";

export const GET = orgRoute(
  { access: scopeAccess.read, query: historyQuerySchema, response: auditPageSchema },
  async ({ org, query }) => {
    const scope = await getScope(org);
    return recordHistory(org, scope.id, query, async () => {});
  },
);
