// GET /api/v1/organizations/{orgId}/activity-figures/{activityFigureId}/history: the figure's history (its months too), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { getActivityFigure } from "@/lib/modules/planning/objectives/activity-figures";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: objectiveAccess.activityFigures, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.activityFigureId, getActivityFigure),
);
