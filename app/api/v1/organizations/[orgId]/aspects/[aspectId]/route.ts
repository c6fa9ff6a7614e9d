// GET, PUT, DELETE /api/v1/organizations/{orgId}/aspects/{aspectId}: one environmental aspect with its rating and links; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { getAspect } from "@/lib/modules/planning/aspects/data";
import { archiveAspect, updateAspect } from "@/lib/modules/planning/aspects/mutations";
import { aspectInputSchema } from "@/lib/modules/planning/aspects/schema";
import { aspectSchema } from "@/lib/modules/planning/aspects/dto";

export const GET = orgRoute({ access: aspectAccess.read, response: aspectSchema }, ({ org, params }) =>
  getAspect(org, params.aspectId),
);

export const PUT = orgRoute(
  { access: aspectAccess.update, body: aspectInputSchema, response: aspectSchema },
  ({ org, params, body }) => updateAspect(org, params.aspectId, body),
);

export const DELETE = orgRoute({ access: aspectAccess.archive, status: 204 }, ({ org, params }) =>
  archiveAspect(org, params.aspectId),
);
