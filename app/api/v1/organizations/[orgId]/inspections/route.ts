// GET, POST /api/v1/organizations/{orgId}/inspections: the control book's inspections, an agreement's and ad-hoc ones; POST records an ad-hoc inspection, with the corrective action it raises; a POST with an idempotency key already used answers the inspection stored then.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { inspectionSource } from "@/lib/modules/monitoring/control-book/data";
import { inspectionExport } from "@/lib/modules/monitoring/control-book/export";
import { createInspection } from "@/lib/modules/monitoring/control-book/inspection-mutations";
import { inspectionCreateSchema, inspectionListQuerySchema } from "@/lib/modules/monitoring/control-book/schema";
import { inspectionPageSchema, inspectionSchema } from "@/lib/modules/monitoring/control-book/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: inspectionAccess.list, query: inspectionListQuerySchema, response: inspectionPageSchema },
  (input) => answerList(input, inspectionExport, inspectionSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: inspectionAccess.create, body: inspectionCreateSchema, status: 201, response: inspectionSchema },
  ({ org, body }) => createInspection(org, body),
);
