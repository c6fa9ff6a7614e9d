// GET, POST /api/v1/procedure-templates: the maintainers' procedure templates in English and Danish; system MAINTAIN to add one.
import { userRoute } from "@/lib/platform/api/route";
import { procedureTemplateAccess } from "@/lib/modules/admin/procedure-templates/access";
import { answerList } from "@/lib/platform/lists/export/answer";
import { procedureTemplateSource } from "@/lib/modules/admin/procedure-templates/data";
import { procedureTemplateExport } from "@/lib/modules/admin/procedure-templates/export";
import { createProcedureTemplate } from "@/lib/modules/admin/procedure-templates/mutations";
import {
  procedureTemplateInputSchema,
  procedureTemplateListQuerySchema,
} from "@/lib/modules/admin/procedure-templates/schema";
import { procedureTemplatePageSchema, procedureTemplateSchema } from "@/lib/modules/admin/procedure-templates/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = userRoute(
  {
    access: procedureTemplateAccess.browse,
    query: procedureTemplateListQuerySchema,
    response: procedureTemplatePageSchema,
  },
  (input) => answerList(input, procedureTemplateExport, procedureTemplateSource(input.query)),
);

export const POST = userRoute(
  {
    access: procedureTemplateAccess.maintain,
    body: procedureTemplateInputSchema,
    status: 201,
    response: procedureTemplateSchema,
  },
  ({ user, body }) => createProcedureTemplate(user, body),
);
