// POST /api/v1/organizations/{orgId}/aspects/{aspectId}/restore: the archived aspect back; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { restoreAspect } from "@/lib/modules/planning/aspects/mutations";
import { aspectSchema } from "@/lib/modules/planning/aspects/dto";

export const POST = orgRoute({ access: aspectAccess.archive, response: aspectSchema }, ({ org, params }) =>
  restoreAspect(org, params.aspectId),
);
