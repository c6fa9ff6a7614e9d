// GET, PUT, DELETE /api/v1/organizations/{orgId}/objectives/{objectiveId}: one objective with its progress month by month; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { getObjective } from "@/lib/modules/planning/objectives/data";
import { archiveObjective, updateObjective } from "@/lib/modules/planning/objectives/mutations";
import { objectiveInputSchema } from "@/lib/modules/planning/objectives/schema";
import { objectiveSchema } from "@/lib/modules/planning/objectives/dto";

export const GET = orgRoute({ access: objectiveAccess.read, response: objectiveSchema }, ({ org, params }) =>
  getObjective(org, params.objectiveId),
);

export const PUT = orgRoute(
  { access: objectiveAccess.update, body: objectiveInputSchema, response: objectiveSchema },
  ({ org, params, body }) => updateObjective(org, params.objectiveId, body),
);

export const DELETE = orgRoute({ access: objectiveAccess.archive, status: 204 }, ({ org, params }) =>
  archiveObjective(org, params.objectiveId),
);
