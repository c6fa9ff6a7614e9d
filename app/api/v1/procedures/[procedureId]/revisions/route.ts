// GET /api/v1/procedures/{procedureId}/revisions: the saved versions of the procedure's titles and texts with author, date and change note, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { orgFromRecord } from "@/lib/platform/api/org-source";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { listProcedureRevisions, procedureOrganization } from "@/lib/modules/operation/procedures/data";
import { procedureRevisionListQuerySchema } from "@/lib/modules/operation/procedures/schema";
import { procedureRevisionPageSchema } from "@/lib/modules/operation/procedures/dto";

export const GET = orgRoute(
  {
    access: procedureAccess.listRevisions,
    org: orgFromRecord("procedureId", procedureOrganization),
    query: procedureRevisionListQuerySchema,
    response: procedureRevisionPageSchema,
  },
  ({ org, params, query }) => listProcedureRevisions(org, params.procedureId, query),
);
