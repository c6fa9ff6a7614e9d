// GET /api/v1/organizations/{orgId}/report-schedules/{scheduleId}/history: the schedule's history with its recipients, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { getSchedule } from "@/lib/modules/monitoring/reports/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: reportsAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.scheduleId, getSchedule),
);
