// GET /api/v1/agreement-templates/{agreementTemplateId}/history: the template's history (its changes and its acts linked and unlinked), newest first, a page or a CSV, XLSX or PDF file; system MAINTAIN.
import { userRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { agreementTemplateAccess } from "@/lib/modules/admin/agreement-templates/access";
import { getAgreementTemplate } from "@/lib/modules/admin/agreement-templates/data";
import { catalogueRecordHistory } from "@/lib/modules/history";

export const GET = userRoute(
  { access: agreementTemplateAccess.maintain, query: historyQuerySchema, response: auditPageSchema },
  (input) => catalogueRecordHistory(input, input.params.agreementTemplateId, getAgreementTemplate),
);
