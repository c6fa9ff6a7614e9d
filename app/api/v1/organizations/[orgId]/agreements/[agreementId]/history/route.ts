// GET /api/v1/organizations/{orgId}/agreements/{agreementId}/history: the agreement's history (its changes and those of its files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { recordHistory } from "@/lib/platform/audit/data";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { agreementAccess } from "@/lib/modules/monitoring/control-book/access";
import { getAgreement } from "@/lib/modules/monitoring/control-book/data";

export const GET = orgRoute(
  { access: agreementAccess.read, query: historyQuerySchema, response: auditPageSchema },
  ({ org, params, query }) => recordHistory(org, params.agreementId, query, getAgreement),
);
