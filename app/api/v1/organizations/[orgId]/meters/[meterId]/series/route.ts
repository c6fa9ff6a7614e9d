// GET /api/v1/organizations/{orgId}/meters/{meterId}/series: the meter's months of a year beside the same months of the year before (consumption), or minimum, mean and maximum with limit exceedances (measurements).
import { orgRoute } from "@/lib/platform/api/route";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { meterSeries } from "@/lib/modules/monitoring/meters/series";
import { seriesQuerySchema } from "@/lib/modules/monitoring/meters/schema";
import { meterSeriesSchema } from "@/lib/modules/monitoring/meters/dto";

export const GET = orgRoute(
  { access: meterAccess.read, query: seriesQuerySchema, response: meterSeriesSchema },
  ({ org, params, query }) => meterSeries(org, params.meterId, query.year),
);
