// GET /api/v1/organizations/{orgId}/internal-audits/{auditId}/history: the audit's history (its answers, findings, auditors and files too), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { getAudit } from "@/lib/modules/evaluation/internal-audit/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: internalAuditAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.auditId, getAudit),
);
