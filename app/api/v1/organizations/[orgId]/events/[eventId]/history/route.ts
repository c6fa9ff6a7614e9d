// GET /api/v1/organizations/{orgId}/events/{eventId}/history: the event's history (its changes, its actions' and its files'), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { recordHistory } from "@/lib/platform/audit/data";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { getEvent } from "@/lib/modules/evaluation/events/data";

export const GET = orgRoute(
  { access: eventAccess.read, query: historyQuerySchema, response: auditPageSchema },
  ({ org, params, query }) => recordHistory(org, params.eventId, query, getEvent),
);
