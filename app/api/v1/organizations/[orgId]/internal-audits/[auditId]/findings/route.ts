// POST /api/v1/organizations/{orgId}/internal-audits/{auditId}/findings: a finding recorded in the open audit; answers the audit.
import { orgRoute } from "@/lib/platform/api/route";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { createFinding } from "@/lib/modules/evaluation/internal-audit/findings";
import { findingInputSchema } from "@/lib/modules/evaluation/internal-audit/schema";
import { auditSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const POST = orgRoute(
  { access: internalAuditAccess.record, body: findingInputSchema, status: 201, response: auditSchema },
  ({ org, params, body }) => createFinding(org, params.auditId, body),
);
