// GET /api/v1/organizations/{orgId}/legislations/{obligationId}/history: the obligation's history (its changes and those of its evidence files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { getObligation } from "@/lib/modules/documents/binding-obligations/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: obligationAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.obligationId, getObligation),
);
