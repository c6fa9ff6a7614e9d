// GET /api/v1/organizations/{orgId}/machines/{machineId}/history: the machine's history (its changes and those of its files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { getMachine } from "@/lib/modules/monitoring/machines/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: machineAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.machineId, getMachine),
);
