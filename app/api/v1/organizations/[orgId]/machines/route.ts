// GET, POST /api/v1/organizations/{orgId}/machines: the organization's machines and equipment, with their documents.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { machineSource } from "@/lib/modules/monitoring/machines/data";
import { machineExport } from "@/lib/modules/monitoring/machines/export";
import { createMachine } from "@/lib/modules/monitoring/machines/mutations";
import { machineInputSchema, machineListQuerySchema } from "@/lib/modules/monitoring/machines/schema";
import { machinePageSchema, machineSchema } from "@/lib/modules/monitoring/machines/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: machineAccess.list, query: machineListQuerySchema, response: machinePageSchema },
  (input) => answerList(input, machineExport, machineSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: machineAccess.create, body: machineInputSchema, status: 201, response: machineSchema },
  ({ org, body }) => createMachine(org, body),
);
