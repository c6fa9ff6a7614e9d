// GET, PUT, DELETE /api/v1/agreement-templates/{agreementTemplateId}: one agreement template with its legal basis; system MAINTAIN to change it (agreements made from it keep their own fields); DELETE archives it.
import { userRoute } from "@/lib/platform/api/route";
import { agreementTemplateAccess } from "@/lib/modules/admin/agreement-templates/access";
import { getAgreementTemplate } from "@/lib/modules/admin/agreement-templates/data";
import { archiveAgreementTemplate, updateAgreementTemplate } from "@/lib/modules/admin/agreement-templates/mutations";
import { agreementTemplateInputSchema } from "@/lib/modules/admin/agreement-templates/schema";
import { agreementTemplateSchema } from "@/lib/modules/admin/agreement-templates/dto";

export const GET = userRoute(
  { access: agreementTemplateAccess.browse, response: agreementTemplateSchema },
  ({ params }) => getAgreementTemplate(params.agreementTemplateId),
);

export const PUT = userRoute(
  { access: agreementTemplateAccess.maintain, body: agreementTemplateInputSchema, response: agreementTemplateSchema },
  ({ user, params, body }) => updateAgreementTemplate(user, params.agreementTemplateId, body),
);

export const DELETE = userRoute({ access: agreementTemplateAccess.maintain, status: 204 }, async ({ user, params }) => {
  await archiveAgreementTemplate(user, params.agreementTemplateId);
});
