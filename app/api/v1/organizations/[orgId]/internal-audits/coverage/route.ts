// GET /api/v1/organizations/{orgId}/internal-audits/coverage: each clause of ISO 14001 and ISO 45001 (or one of them) with its last and next audit and whether the three-year certification cycle is kept.
import { orgRoute } from "@/lib/platform/api/route";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { programmeCoverage } from "@/lib/modules/evaluation/internal-audit/data";
import { coverageQuerySchema, coverageSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const GET = orgRoute(
  { access: internalAuditAccess.list, query: coverageQuerySchema, response: coverageSchema },
  ({ org, query }) => programmeCoverage(org, query.standard),
);
