// GET /api/v1/organizations/{orgId}/inspections/{inspectionId}/history: the inspection's history (its changes and those of its files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { getInspection } from "@/lib/modules/monitoring/control-book/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: inspectionAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.inspectionId, getInspection),
);
