// GET, PUT, DELETE /api/v1/organizations/{orgId}/inspections/{inspectionId}: one inspection; PUT with status DONE completes it and creates the agreement's next one; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { getInspection } from "@/lib/modules/monitoring/control-book/data";
import { archiveInspection, updateInspection } from "@/lib/modules/monitoring/control-book/inspection-mutations";
import { inspectionInputSchema } from "@/lib/modules/monitoring/control-book/schema";
import { inspectionSchema } from "@/lib/modules/monitoring/control-book/dto";

export const GET = orgRoute({ access: inspectionAccess.read, response: inspectionSchema }, ({ org, params }) =>
  getInspection(org, params.inspectionId),
);

export const PUT = orgRoute(
  { access: inspectionAccess.update, body: inspectionInputSchema, response: inspectionSchema },
  ({ org, params, body }) => updateInspection(org, params.inspectionId, body),
);

export const DELETE = orgRoute({ access: inspectionAccess.archive, status: 204 }, ({ org, params }) =>
  archiveInspection(org, params.inspectionId),
);
