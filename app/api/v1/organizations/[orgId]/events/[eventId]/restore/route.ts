// POST /api/v1/organizations/{orgId}/events/{eventId}/restore: the archived event back in the list; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { restoreEvent } from "@/lib/modules/evaluation/events/mutations";
import { eventSchema } from "@/lib/modules/evaluation/events/dto";

export const POST = orgRoute({ access: eventAccess.archive, response: eventSchema }, ({ org, params }) =>
  restoreEvent(org, params.eventId),
);
