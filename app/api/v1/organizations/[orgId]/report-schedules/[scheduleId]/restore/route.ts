// POST /api/v1/organizations/{orgId}/report-schedules/{scheduleId}/restore: the archived schedule back; it sends again from the next period.
import { orgRoute } from "@/lib/platform/api/route";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { scheduleSchema } from "@/lib/modules/monitoring/reports/dto";
import { restoreSchedule } from "@/lib/modules/monitoring/reports/mutations";

export const POST = orgRoute({ access: reportsAccess.schedule, response: scheduleSchema }, ({ org, params }) =>
  restoreSchedule(org, params.scheduleId),
);
