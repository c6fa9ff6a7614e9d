// GET /api/v1/organizations/{orgId}/machines/{machineId}/history: the machine's history (its changes and those of its files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { recordHistory } from "@/lib/platform/audit/data";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { getMachine } from "@/lib/modules/monitoring/machines/data";

export const GET = orgRoute(
  { access: machineAccess.read, query: historyQuerySchema, response: auditPageSchema },
  ({ org, params, query }) => recordHistory(org, params.machineId, query, getMachine),
);
