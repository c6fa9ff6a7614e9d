// POST /api/v1/organizations/{orgId}/objectives/{objectiveId}/restore: the archived objective back; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { restoreObjective } from "@/lib/modules/planning/objectives/mutations";
import { objectiveSchema } from "@/lib/modules/planning/objectives/dto";

export const POST = orgRoute({ access: objectiveAccess.archive, response: objectiveSchema }, ({ org, params }) =>
  restoreObjective(org, params.objectiveId),
);
