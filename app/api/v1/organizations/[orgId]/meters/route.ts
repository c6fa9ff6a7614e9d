// GET, POST /api/v1/organizations/{orgId}/meters: the organization's meters (utilities, fuel, measuring points).
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { meterSource } from "@/lib/modules/monitoring/meters/data";
import { meterExport } from "@/lib/modules/monitoring/meters/export";
import { createMeter } from "@/lib/modules/monitoring/meters/mutations";
import { meterInputSchema, meterListQuerySchema } from "@/lib/modules/monitoring/meters/schema";
import { meterPageSchema, meterSchema } from "@/lib/modules/monitoring/meters/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: meterAccess.list, query: meterListQuerySchema, response: meterPageSchema },
  (input) => answerList(input, meterExport, meterSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: meterAccess.create, body: meterInputSchema, status: 201, response: meterSchema },
  ({ org, body }) => createMeter(org, body),
);
