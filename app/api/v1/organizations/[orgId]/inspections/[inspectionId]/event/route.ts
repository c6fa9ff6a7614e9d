// POST /api/v1/organizations/{orgId}/inspections/{inspectionId}/event: raises an event from a failed inspection (or one with findings) and links the two; a repeated request answers the same event.
import { orgRoute } from "@/lib/platform/api/route";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { raiseEventFromInspection } from "@/lib/modules/monitoring/control-book/raise-event";
import { inspectionSchema } from "@/lib/modules/monitoring/control-book/dto";

export const POST = orgRoute(
  { access: inspectionAccess.raiseEvent, status: 201, response: inspectionSchema },
  ({ org, params }) => raiseEventFromInspection(org, params.inspectionId),
);
