// GET /api/v1/organizations/{orgId}/events/statistics: events per month by kind and importance over the last twelve months, accidents and near misses per year, days since the last accident, open events.
import { orgRoute } from "@/lib/platform/api/route";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { eventStatistics } from "@/lib/modules/evaluation/events/statistics";
import { eventStatisticsSchema } from "@/lib/modules/evaluation/events/dto";

export const GET = orgRoute({ access: eventAccess.list, response: eventStatisticsSchema }, ({ org }) =>
  eventStatistics([org.organizationId]),
);
