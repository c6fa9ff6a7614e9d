// GET /api/v1/organizations/{orgId}/aspects/{aspectId}/history: the aspect's history (its links and actions too), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { getAspect } from "@/lib/modules/planning/aspects/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: aspectAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.aspectId, getAspect),
);
