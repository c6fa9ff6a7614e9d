// GET /api/v1/organizations/{orgId}/departments/{deptId}/history: the record's history (its changes and those of its links), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { getDepartment } from "@/lib/modules/organization/structure/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: structureAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.deptId, getDepartment),
);
