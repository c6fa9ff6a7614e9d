// PUT /api/v1/organizations/{orgId}/activity-figures/{activityFigureId}/values: a year of the figure's months at once (null clears a month).
import { orgRoute } from "@/lib/platform/api/route";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { setActivityValues } from "@/lib/modules/planning/objectives/activity-figures";
import { activityValuesInputSchema } from "@/lib/modules/planning/objectives/schema";
import { activityFigureSchema } from "@/lib/modules/planning/objectives/dto";

export const PUT = orgRoute(
  { access: objectiveAccess.activityFigures, body: activityValuesInputSchema, response: activityFigureSchema },
  ({ org, params, body }) => setActivityValues(org, params.activityFigureId, body),
);
