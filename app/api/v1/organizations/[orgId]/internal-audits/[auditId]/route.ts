// GET, PUT, DELETE /api/v1/organizations/{orgId}/internal-audits/{auditId}: one audit with its questionnaire, answers and findings; PUT while it is open; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { getAudit } from "@/lib/modules/evaluation/internal-audit/data";
import { archiveAudit, updateAudit } from "@/lib/modules/evaluation/internal-audit/mutations";
import { auditInputSchema } from "@/lib/modules/evaluation/internal-audit/schema";
import { auditSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const GET = orgRoute({ access: internalAuditAccess.read, response: auditSchema }, ({ org, params }) =>
  getAudit(org, params.auditId),
);

export const PUT = orgRoute(
  { access: internalAuditAccess.update, body: auditInputSchema, response: auditSchema },
  ({ org, params, body }) => updateAudit(org, params.auditId, body),
);

export const DELETE = orgRoute({ access: internalAuditAccess.archive, status: 204 }, ({ org, params }) =>
  archiveAudit(org, params.auditId),
);
