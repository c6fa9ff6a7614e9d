// GET /api/v1/organizations/{orgId}/meters/{meterId}/history: the meter's history (its changes, its readings' and its files'), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { getMeter } from "@/lib/modules/monitoring/meters/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: meterAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.meterId, getMeter),
);
