// GET, POST /api/v1/agreement-templates: the maintainers' control-book agreement templates in English and Danish, a page or the whole list as CSV or XLSX, read by every signed-in user; system MAINTAIN to add one.
import { userRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { agreementTemplateAccess } from "@/lib/modules/admin/agreement-templates/access";
import { agreementTemplateSource } from "@/lib/modules/admin/agreement-templates/data";
import { agreementTemplateExport } from "@/lib/modules/admin/agreement-templates/export";
import { createAgreementTemplate } from "@/lib/modules/admin/agreement-templates/mutations";
import {
  agreementTemplateInputSchema,
  agreementTemplateListQuerySchema,
} from "@/lib/modules/admin/agreement-templates/schema";
import { agreementTemplatePageSchema, agreementTemplateSchema } from "@/lib/modules/admin/agreement-templates/dto";

export const GET = userRoute(
  {
    access: agreementTemplateAccess.browse,
    query: agreementTemplateListQuerySchema,
    response: agreementTemplatePageSchema,
  },
  (input) => answerList(input, agreementTemplateExport, agreementTemplateSource(input.query)),
);

export const POST = userRoute(
  {
    access: agreementTemplateAccess.maintain,
    body: agreementTemplateInputSchema,
    status: 201,
    response: agreementTemplateSchema,
  },
  ({ user, body }) => createAgreementTemplate(user, body),
);
