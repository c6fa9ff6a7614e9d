// POST /api/v1/procedures/from-template/{procedureTemplateId}: a new procedure of the organization named by organization_id in the body, with the template's titles and texts; it then lives on its own.
import { orgRoute } from "@/lib/platform/api/route";
import { orgFromBody } from "@/lib/platform/api/org-source";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { createProcedureFromTemplate } from "@/lib/modules/operation/procedures/mutations";
import { procedureFromTemplateSchema } from "@/lib/modules/operation/procedures/schema";
import { procedureSchema } from "@/lib/modules/operation/procedures/dto";

export const POST = orgRoute(
  {
    access: procedureAccess.create,
    org: orgFromBody(),
    body: procedureFromTemplateSchema,
    status: 201,
    response: procedureSchema,
  },
  ({ org, params }) => createProcedureFromTemplate(org, params.procedureTemplateId),
);
