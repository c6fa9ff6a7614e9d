// PUT, DELETE /api/v1/organizations/{orgId}/audit-findings/{findingId}: a finding of an open audit changed, or removed while no action answers it; answers the audit.
import { orgRoute } from "@/lib/platform/api/route";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { removeFinding, updateFinding } from "@/lib/modules/evaluation/internal-audit/findings";
import { findingInputSchema } from "@/lib/modules/evaluation/internal-audit/schema";
import { auditSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const PUT = orgRoute(
  { access: internalAuditAccess.record, body: findingInputSchema, response: auditSchema },
  ({ org, params, body }) => updateFinding(org, params.findingId, body),
);

export const DELETE = orgRoute({ access: internalAuditAccess.record, status: 204 }, async ({ org, params }) => {
  await removeFinding(org, params.findingId);
});
