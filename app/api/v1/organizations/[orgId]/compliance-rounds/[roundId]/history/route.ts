// GET /api/v1/organizations/{orgId}/compliance-rounds/{roundId}/history: the round's history with the evaluations recorded in it, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { getRound } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: complianceRoundAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.roundId, getRound),
);
