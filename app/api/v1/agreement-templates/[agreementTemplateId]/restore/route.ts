// POST /api/v1/agreement-templates/{agreementTemplateId}/restore: an archived agreement template offered to the control books again.
import { userRoute } from "@/lib/platform/api/route";
import { agreementTemplateAccess } from "@/lib/modules/admin/agreement-templates/access";
import { restoreAgreementTemplate } from "@/lib/modules/admin/agreement-templates/mutations";
import { agreementTemplateSchema } from "@/lib/modules/admin/agreement-templates/dto";

export const POST = userRoute(
  { access: agreementTemplateAccess.maintain, response: agreementTemplateSchema },
  ({ user, params }) => restoreAgreementTemplate(user, params.agreementTemplateId),
);
