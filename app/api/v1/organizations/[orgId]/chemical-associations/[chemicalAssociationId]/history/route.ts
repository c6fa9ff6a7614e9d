// GET /api/v1/organizations/{orgId}/chemical-associations/{chemicalAssociationId}/history: the registered chemical's history (its changes, areas and substitution decisions), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: chemicalRegisterAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.chemicalAssociationId, getRegisteredChemical),
);
