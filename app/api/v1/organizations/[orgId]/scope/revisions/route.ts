// GET /api/v1/organizations/{orgId}/scope/revisions: the saved versions of the scope, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { listScopeRevisions } from "@/lib/modules/organization/scope/data";
import { scopeRevisionListQuerySchema } from "@/lib/modules/organization/scope/schema";

export const GET = orgRoute({ scope: "READ", query: scopeRevisionListQuerySchema }, ({ org, query }) =>
  listScopeRevisions(org, query),
);
