// GET, PUT /api/v1/procedure-templates/{procedureTemplateId}: one procedure template; system MAINTAIN to change it (procedures copied from it keep their own text).
import { userRoute } from "@/lib/platform/api/route";
import { procedureTemplateAccess } from "@/lib/modules/admin/procedure-templates/access";
import { getProcedureTemplate } from "@/lib/modules/admin/procedure-templates/data";
import { updateProcedureTemplate } from "@/lib/modules/admin/procedure-templates/mutations";
import { procedureTemplateInputSchema } from "@/lib/modules/admin/procedure-templates/schema";
import { procedureTemplateSchema } from "@/lib/modules/admin/procedure-templates/dto";

export const GET = userRoute(
  { access: procedureTemplateAccess.browse, response: procedureTemplateSchema },
  ({ params }) => getProcedureTemplate(params.procedureTemplateId),
);

export const PUT = userRoute(
  { access: procedureTemplateAccess.maintain, body: procedureTemplateInputSchema, response: procedureTemplateSchema },
  ({ user, params, body }) => updateProcedureTemplate(user, params.procedureTemplateId, body),
);
