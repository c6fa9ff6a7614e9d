// GET /api/v1/organizations/{orgId}/scope/revisions: the saved versions of the scope, newest first.
import { orgRoute } from "@/lib/api/route";
import { listScopeRevisions } from "@/lib/scope/data";
import { scopeRevisionListQuerySchema } from "@/lib/scope/schema";

export const GET = orgRoute({ scope: "READ", query: scopeRevisionListQuerySchema }, ({ org, query }) =>
  listScopeRevisions(org, query),
);
