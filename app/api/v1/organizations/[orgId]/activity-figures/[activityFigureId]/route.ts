// GET, PUT, DELETE /api/v1/organizations/{orgId}/activity-figures/{activityFigureId}: one activity figure with its months; DELETE archives it (refused while an objective divides by it).
import { orgRoute } from "@/lib/platform/api/route";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import {
  archiveActivityFigure,
  getActivityFigure,
  updateActivityFigure,
} from "@/lib/modules/planning/objectives/activity-figures";
import { activityFigureInputSchema } from "@/lib/modules/planning/objectives/schema";
import { activityFigureSchema } from "@/lib/modules/planning/objectives/dto";

export const GET = orgRoute(
  { access: objectiveAccess.activityFigures, response: activityFigureSchema },
  ({ org, params }) => getActivityFigure(org, params.activityFigureId),
);

export const PUT = orgRoute(
  { access: objectiveAccess.activityFigures, body: activityFigureInputSchema, response: activityFigureSchema },
  ({ org, params, body }) => updateActivityFigure(org, params.activityFigureId, body),
);

export const DELETE = orgRoute({ access: objectiveAccess.activityFigures, status: 204 }, ({ org, params }) =>
  archiveActivityFigure(org, params.activityFigureId),
);
