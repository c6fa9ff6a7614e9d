// GET /api/v1/organizations/{orgId}/events/{eventId}/history: the event's history (its changes, its actions' and its files'), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { getEvent } from "@/lib/modules/evaluation/events/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: eventAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.eventId, getEvent),
);
