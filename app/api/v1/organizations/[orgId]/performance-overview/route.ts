// GET /api/v1/organizations/{orgId}/performance-overview: the figures of a year and the year before, month by month, for the organization and everything below it; `format=xlsx` answers a workbook.
import { orgRoute } from "@/lib/platform/api/route";
import { translator } from "@/lib/platform/i18n/translator";
import { performanceAccess } from "@/lib/modules/monitoring/performance/access";
import { performanceOverview } from "@/lib/modules/monitoring/performance/data";
import { overviewQuerySchema, overviewSchema } from "@/lib/modules/monitoring/performance/dto";
import { overviewFile } from "@/lib/modules/monitoring/performance/export";

export const GET = orgRoute(
  { access: performanceAccess.read, query: overviewQuerySchema, response: overviewSchema },
  async ({ org, user, query }) => {
    const overview = await performanceOverview(org, query.year);
    return query.format === "xlsx" ? overviewFile(overview, translator(user.language)) : overview;
  },
);
