// GET /api/v1/organizations/{orgId}/scope/revisions: the saved versions of the scope, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { scopeAccess } from "@/lib/modules/organization/scope/access";
import { listScopeRevisions } from "@/lib/modules/organization/scope/data";
import { scopeRevisionListQuerySchema } from "@/lib/modules/organization/scope/schema";

export const GET = orgRoute(
  { access: scopeAccess.listRevisions, query: scopeRevisionListQuerySchema },
  ({ org, query }) => listScopeRevisions(org, query),
);
