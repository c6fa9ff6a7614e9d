// GET, POST /api/v1/organizations/{orgId}/events: the organization's events (incidents, near misses, unsafe conditions, observations; ISO 14001 and 45001 clause 10.2). A POST with an idempotency key already used answers the event stored then.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { eventSource } from "@/lib/modules/evaluation/events/data";
import { eventExport } from "@/lib/modules/evaluation/events/export";
import { reportEvent } from "@/lib/modules/evaluation/events/mutations";
import { eventListQuerySchema, eventReportSchema } from "@/lib/modules/evaluation/events/schema";
import { eventPageSchema, eventSchema } from "@/lib/modules/evaluation/events/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: eventAccess.list, query: eventListQuerySchema, response: eventPageSchema },
  (input) => answerList(input, eventExport, eventSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: eventAccess.create, body: eventReportSchema, status: 201, response: eventSchema },
  ({ org, body }) => reportEvent(org, body),
);
