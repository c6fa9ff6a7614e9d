// GET, PUT, DELETE /api/v1/organizations/{orgId}/report-schedules/{scheduleId}: one scheduled report with its recipients and last delivery; PUT changes it; DELETE archives it (no more e-mails).
import { orgRoute } from "@/lib/platform/api/route";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { getSchedule } from "@/lib/modules/monitoring/reports/data";
import { scheduleSchema } from "@/lib/modules/monitoring/reports/dto";
import { archiveSchedule, updateSchedule } from "@/lib/modules/monitoring/reports/mutations";
import { scheduleInputSchema } from "@/lib/modules/monitoring/reports/schema";

export const GET = orgRoute({ access: reportsAccess.read, response: scheduleSchema }, ({ org, params }) =>
  getSchedule(org, params.scheduleId),
);

export const PUT = orgRoute(
  { access: reportsAccess.schedule, body: scheduleInputSchema, response: scheduleSchema },
  ({ org, params, body }) => updateSchedule(org, params.scheduleId, body),
);

export const DELETE = orgRoute({ access: reportsAccess.schedule, status: 204 }, ({ org, params }) =>
  archiveSchedule(org, params.scheduleId),
);
