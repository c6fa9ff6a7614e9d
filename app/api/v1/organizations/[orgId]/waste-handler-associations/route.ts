// GET, POST /api/v1/organizations/{orgId}/waste-handler-associations: the organization's waste handlers (collectors, recyclers, the municipality).
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { handlerSource } from "@/lib/modules/monitoring/waste/data";
import { handlerExport } from "@/lib/modules/monitoring/waste/export";
import { createHandler } from "@/lib/modules/monitoring/waste/mutations";
import { handlerCreateSchema, handlerListQuerySchema } from "@/lib/modules/monitoring/waste/schema";
import { handlerPageSchema, handlerSchema } from "@/lib/modules/monitoring/waste/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: wasteAccess.list, query: handlerListQuerySchema, response: handlerPageSchema },
  (input) => answerList(input, handlerExport, handlerSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: wasteAccess.create, body: handlerCreateSchema, status: 201, response: handlerSchema },
  ({ org, body }) => createHandler(org, body),
);
