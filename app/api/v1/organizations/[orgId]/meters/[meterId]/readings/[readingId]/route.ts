// GET, PUT, DELETE /api/v1/organizations/{orgId}/meters/{meterId}/readings/{readingId}: one reading; DELETE removes it.
import { orgRoute } from "@/lib/platform/api/route";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { getReading } from "@/lib/modules/monitoring/meters/data";
import { deleteReading, updateReading } from "@/lib/modules/monitoring/meters/readings";
import { readingInputSchema } from "@/lib/modules/monitoring/meters/schema";
import { readingSchema } from "@/lib/modules/monitoring/meters/dto";

export const GET = orgRoute({ access: meterAccess.read, response: readingSchema }, ({ org, params }) =>
  getReading(org, params.meterId, params.readingId),
);

export const PUT = orgRoute(
  { access: meterAccess.update, body: readingInputSchema, response: readingSchema },
  ({ org, params, body }) => updateReading(org, params.meterId, params.readingId, body),
);

export const DELETE = orgRoute({ access: meterAccess.update, status: 204 }, ({ org, params }) =>
  deleteReading(org, params.meterId, params.readingId),
);
