// GET /api/v1/organizations/{orgId}/roles/{roleId}/history: the record's history (its changes and those of its links), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { getRole } from "@/lib/modules/organization/roles/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: roleAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.roleId, getRole),
);
