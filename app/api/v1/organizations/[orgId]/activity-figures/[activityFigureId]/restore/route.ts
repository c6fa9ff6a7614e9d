// POST /api/v1/organizations/{orgId}/activity-figures/{activityFigureId}/restore: the archived figure back; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { restoreActivityFigure } from "@/lib/modules/planning/objectives/activity-figures";
import { activityFigureSchema } from "@/lib/modules/planning/objectives/dto";

export const POST = orgRoute(
  { access: objectiveAccess.activityFigures, response: activityFigureSchema },
  ({ org, params }) => restoreActivityFigure(org, params.activityFigureId),
);
