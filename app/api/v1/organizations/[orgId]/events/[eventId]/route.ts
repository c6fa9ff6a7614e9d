// GET, PUT, DELETE /api/v1/organizations/{orgId}/events/{eventId}: one event with its investigation and its corrective and preventive actions (PUT sends the complete list); DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { getEvent } from "@/lib/modules/evaluation/events/data";
import { archiveEvent, updateEvent } from "@/lib/modules/evaluation/events/mutations";
import { eventInputSchema } from "@/lib/modules/evaluation/events/schema";
import { eventSchema } from "@/lib/modules/evaluation/events/dto";

export const GET = orgRoute({ access: eventAccess.read, response: eventSchema }, ({ org, params }) =>
  getEvent(org, params.eventId),
);

export const PUT = orgRoute(
  { access: eventAccess.update, body: eventInputSchema, response: eventSchema },
  ({ org, params, body }) => updateEvent(org, params.eventId, body),
);

export const DELETE = orgRoute({ access: eventAccess.archive, status: 204 }, ({ org, params }) =>
  archiveEvent(org, params.eventId),
);
