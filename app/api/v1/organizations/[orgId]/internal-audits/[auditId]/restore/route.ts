// POST /api/v1/organizations/{orgId}/internal-audits/{auditId}/restore: the archived audit back.
import { orgRoute } from "@/lib/platform/api/route";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { restoreAudit } from "@/lib/modules/evaluation/internal-audit/mutations";
import { auditSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const POST = orgRoute({ access: internalAuditAccess.archive, response: auditSchema }, ({ org, params }) =>
  restoreAudit(org, params.auditId),
);
