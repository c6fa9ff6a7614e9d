// GET /api/v1/organizations/{orgId}/scope/history: who changed the scope, its standards and its
// documents, and when (the text of each version is in scope/revisions).
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { scopeAccess } from "@/lib/modules/organization/scope/access";
import { getScope } from "@/lib/modules/organization/scope/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: scopeAccess.read, query: historyQuerySchema, response: auditPageSchema },
  async (input) => {
    const scope = await getScope(input.org);
    return recordHistory(input, scope.id, async () => {});
  },
);
