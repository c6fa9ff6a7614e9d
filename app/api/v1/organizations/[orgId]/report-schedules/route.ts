// GET, POST /api/v1/organizations/{orgId}/report-schedules: the reports scheduled to members by e-mail, a page or the whole as CSV or XLSX; POST schedules one.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { scheduleSource } from "@/lib/modules/monitoring/reports/data";
import { schedulePageSchema, scheduleSchema } from "@/lib/modules/monitoring/reports/dto";
import { scheduleExport } from "@/lib/modules/monitoring/reports/export";
import { createSchedule } from "@/lib/modules/monitoring/reports/mutations";
import { scheduleInputSchema, scheduleList } from "@/lib/modules/monitoring/reports/schema";

export const GET = orgRoute(
  { access: reportsAccess.read, query: scheduleList.query, response: schedulePageSchema },
  (input) => answerList(input, scheduleExport, scheduleSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: reportsAccess.schedule, body: scheduleInputSchema, status: 201, response: scheduleSchema },
  ({ org, body }) => createSchedule(org, body),
);
