// GET /api/v1/organizations/{orgId}/carbon/meters/{meterId}: the meter's CO2 per month of one or more years (`year`, this year by default; `years`, up to 10) and account line, in kg; quantity without a factor is shown as missing, never as zero.
import { orgRoute } from "@/lib/platform/api/route";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { meterCarbon } from "@/lib/modules/monitoring/carbon/data";
import { carbonYearQuerySchema } from "@/lib/modules/monitoring/carbon/schema";
import { meterCarbonSchema } from "@/lib/modules/monitoring/carbon/dto";

export const GET = orgRoute(
  { access: carbonAccess.read, query: carbonYearQuerySchema, response: meterCarbonSchema },
  ({ org, params, query }) =>
    meterCarbon(org, params.meterId, query.year ?? calendarToday().getUTCFullYear(), query.years),
);
