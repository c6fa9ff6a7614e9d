// GET, PUT, DELETE /api/v1/organizations/{orgId}/meters/{meterId}: one meter; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { getMeter } from "@/lib/modules/monitoring/meters/data";
import { archiveMeter, updateMeter } from "@/lib/modules/monitoring/meters/mutations";
import { meterInputSchema } from "@/lib/modules/monitoring/meters/schema";
import { meterSchema } from "@/lib/modules/monitoring/meters/dto";

export const GET = orgRoute({ access: meterAccess.read, response: meterSchema }, ({ org, params }) =>
  getMeter(org, params.meterId),
);

export const PUT = orgRoute(
  { access: meterAccess.update, body: meterInputSchema, response: meterSchema },
  ({ org, params, body }) => updateMeter(org, params.meterId, body),
);

export const DELETE = orgRoute({ access: meterAccess.archive, status: 204 }, ({ org, params }) =>
  archiveMeter(org, params.meterId),
);
