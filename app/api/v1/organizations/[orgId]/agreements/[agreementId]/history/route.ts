// GET /api/v1/organizations/{orgId}/agreements/{agreementId}/history: the agreement's history (its changes and those of its files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { agreementAccess } from "@/lib/modules/monitoring/control-book/access";
import { getAgreement } from "@/lib/modules/monitoring/control-book/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: agreementAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.agreementId, getAgreement),
);
