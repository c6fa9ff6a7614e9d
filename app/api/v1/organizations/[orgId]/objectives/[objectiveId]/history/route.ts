// GET /api/v1/organizations/{orgId}/objectives/{objectiveId}/history: the objective's history (its links, values and actions too), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { getObjective } from "@/lib/modules/planning/objectives/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: objectiveAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.objectiveId, getObjective),
);
