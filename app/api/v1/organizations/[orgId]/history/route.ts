// GET /api/v1/organizations/{orgId}/history: the organization's own changes (name, address, logo …).
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { getOrganization } from "@/lib/modules/organization/structure/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: structureAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.org.organizationId, getOrganization),
);
