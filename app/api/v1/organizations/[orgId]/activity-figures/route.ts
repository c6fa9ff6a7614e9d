// GET, POST /api/v1/organizations/{orgId}/activity-figures: the activity figures (hours worked, headcount, output) with their months, a page.
import { orgRoute } from "@/lib/platform/api/route";
import { listPage } from "@/lib/platform/lists/query";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { activityFigureSource, createActivityFigure } from "@/lib/modules/planning/objectives/activity-figures";
import { activityFigureInputSchema, activityFigureList } from "@/lib/modules/planning/objectives/schema";
import { activityFigurePageSchema, activityFigureSchema } from "@/lib/modules/planning/objectives/dto";

export const GET = orgRoute(
  { access: objectiveAccess.activityFigures, query: activityFigureList.query, response: activityFigurePageSchema },
  ({ org, query }) => listPage(activityFigureList, query, activityFigureSource(org, query)),
);

export const POST = orgRoute(
  {
    access: objectiveAccess.activityFigures,
    body: activityFigureInputSchema,
    status: 201,
    response: activityFigureSchema,
  },
  ({ org, body }) => createActivityFigure(org, body),
);
