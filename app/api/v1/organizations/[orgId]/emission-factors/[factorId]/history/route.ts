// GET /api/v1/organizations/{orgId}/emission-factors/{factorId}/history: the factor's history (its changes and those of its values), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { organizationFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { getOrganizationFactor } from "@/lib/modules/admin/emission-factors/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: organizationFactorAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.factorId, getOrganizationFactor),
);
