// GET, PUT /api/v1/procedure-templates/{procedureTemplateId}: one procedure template; system MAINTAIN to change it (procedures copied from it keep their own text).
import { userRoute } from "@/lib/platform/api/route";
import { procedureTemplateAccess } from "@/lib/modules/admin/procedure-templates/access";
import { getProcedureTemplate } from "@/lib/modules/admin/procedure-templates/data";
import { updateProcedureTemplate } from "@/lib/modules/admin/procedure-templates/mutations";
import { procedureTemplateInputSchema } from "@/lib/modules/admin/procedure-templates/schema";

export const GET = userRoute({ access: procedureTemplateAccess.browse }, ({ params }) =>
  getProcedureTemplate(params.procedureTemplateId),
);

export const PUT = userRoute(
  { access: procedureTemplateAccess.maintain, body: procedureTemplateInputSchema },
  ({ user, params, body }) => updateProcedureTemplate(user, params.procedureTemplateId, body),
);
